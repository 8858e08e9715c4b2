const CR = 0x0d;
const LF = 0x0a;
const BOM = [0xef, 0xbb, 0xbf];

/**
 * Line numbers of a file's bytes, for rows that csv-parse reports by where they end. A line ends
 * at CRLF, LF or a lone CR, as a spreadsheet or an editor shows it; line 1 is the first line.
 * Asked in order through the file, each question reads only the bytes since the last.
 */
export function lineCounter(bytes: Uint8Array) {
  let at = BOM.every((byte, i) => bytes[i] === byte) ? BOM.length : 0;
  let line = 1;

  /** Moves `at` one byte on, counting a line when it passes the end of one. */
  function step(): void {
    const byte = bytes[at];
    at += 1;
    if (byte === LF || (byte === CR && bytes[at] !== LF)) line += 1;
  }

  return {
    /**
     * The line the next record starts on, given where the previous one ended (0 before the
     * first): past the blank lines csv-parse skipped between them.
     */
    startOfNextRecord(previousEnd: number): number {
      while (at < previousEnd) step();
      while (at < bytes.length && (bytes[at] === CR || bytes[at] === LF)) step();
      return line;
    },
  };
}
