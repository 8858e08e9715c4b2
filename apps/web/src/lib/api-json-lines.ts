import { ApiError, exchange, type Outcome } from './api-client';

/**
 * A streamed answer that says nothing for this long is given up. Progress arrives many times a
 * second while a file is checked; a minute allows for the longest single statement of a save.
 */
const IDLE_TIMEOUT_MS = 60_000;
/** However often it speaks, a streamed answer must end within this. */
const STREAM_TIMEOUT_MS = 15 * 60_000;

/**
 * Reads a stream of JSON lines (application/x-ndjson) and hands each line on, parsed, as soon as
 * it is whole, so a progress bar moves while the answer is still arriving. `onChunk` hears every
 * piece, however it is cut. Lines are joined from their pieces once, so a long last line (a report
 * of 20,000 rows) costs no more than its length.
 */
export async function readJsonLines(
  body: ReadableStream<Uint8Array>,
  onLine: (value: unknown) => void,
  onChunk: () => void = () => {},
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let pieces: string[] = [];
  const finishLine = (last: string) => {
    const line = pieces.join('') + last;
    pieces = [];
    if (line.trim() !== '') onLine(JSON.parse(line));
  };
  const take = (text: string) => {
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      finishLine(text.slice(start, end));
      start = end + 1;
    }
    pieces.push(text.slice(start));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    onChunk();
    take(decoder.decode(value, { stream: true }));
  }
  take(decoder.decode());
  finishLine('');
}

/**
 * POSTs `body` and reads the answer as JSON lines while it arrives, handing each to `onLine`;
 * resolves when the answer ends. A refusal before the stream starts (a 400, a 413) is an ApiError
 * with the server's sentence, as for any call. The call is given up when the answer falls silent,
 * rather than after a fixed time: a large file takes longer than any one JSON call may.
 */
export async function postJsonLines(
  path: string,
  body: unknown,
  onLine: (value: unknown) => void,
  { signal }: { signal?: AbortSignal } = {},
): Promise<void> {
  const controller = new AbortController();
  let silent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const heard = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      silent = true;
      controller.abort();
    }, IDLE_TIMEOUT_MS);
  };
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  heard();
  try {
    await exchange('POST', path, {
      body,
      signal: controller.signal,
      accept: 'application/x-ndjson',
      timeoutMs: STREAM_TIMEOUT_MS,
      read: async (response): Promise<Outcome<undefined>> => {
        if (response.body) await readJsonLines(response.body, onLine, heard);
        return { ok: true, value: undefined };
      },
    });
  } catch (error) {
    if (silent) throw new ApiError(0, 'The request timed out.');
    throw error;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}
