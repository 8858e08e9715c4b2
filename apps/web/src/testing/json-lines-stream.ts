const encoder = new TextEncoder();

/** An answer of JSON lines that the test writes one line at a time, to see the screen between. */
export function jsonLinesStream() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  const stream = new ReadableStream<Uint8Array>({
    start: (started) => {
      controller = started;
    },
  });
  return {
    stream,
    send: (value: unknown) => controller?.enqueue(encoder.encode(`${JSON.stringify(value)}\n`)),
    end: () => controller?.close(),
  };
}

/** A whole answer of JSON lines at once. */
export function jsonLines(values: readonly unknown[]): ReadableStream<Uint8Array> {
  const { stream, send, end } = jsonLinesStream();
  values.forEach(send);
  end();
  return stream;
}
