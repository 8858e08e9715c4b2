const WIDTH = 30;

/**
 * A one-line progress bar for the seed scripts. On a terminal it redraws in place; in a log
 * (CI, a pipe) it prints a line at each tenth, so the log stays short.
 */
export function progressBar(label: string, total: number) {
  const started = Date.now();
  const interactive = process.stdout.isTTY === true;
  let lastTenth = -1;

  function draw(done: number) {
    const share = total === 0 ? 1 : Math.min(done / total, 1);
    const filled = Math.round(share * WIDTH);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const line = `${label.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}] ${String(Math.floor(share * 100)).padStart(3)}%  ${done.toLocaleString('en-IN')}/${total.toLocaleString('en-IN')}  ${seconds}s`;
    if (interactive) {
      process.stdout.write(`\r${line}`);
    } else if (Math.floor(share * 10) > lastTenth) {
      lastTenth = Math.floor(share * 10);
      process.stdout.write(`${line}\n`);
    }
  }

  draw(0);
  return {
    update: draw,
    done() {
      draw(total);
      if (interactive) process.stdout.write('\n');
    },
  };
}
