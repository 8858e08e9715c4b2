import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonLines } from '@/testing/json-lines-stream';
import { mockApi, requestsTo } from '@/testing/mock-api';
import { ApiError } from './api-client';
import { postJsonLines, readJsonLines } from './api-json-lines';
import { setToken } from './auth-token';

/** A stream that delivers `text` cut into the given pieces. */
function piecesOf(...pieces: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
}

async function linesOf(stream: ReadableStream<Uint8Array>): Promise<unknown[]> {
  const lines: unknown[] = [];
  await readJsonLines(stream, (line) => lines.push(line));
  return lines;
}

describe('readJsonLines', () => {
  it('hands on each line whole, however the stream cuts it', async () => {
    expect(await linesOf(piecesOf('{"a":', '1}\n{"b"', ':2}\n', '{"c":3}'))).toEqual([
      { a: 1 },
      { b: 2 },
      { c: 3 },
    ]);
  });

  it('skips blank lines and keeps a character cut between two pieces', async () => {
    const bytes = new TextEncoder().encode('{"name":"ಕಾವೇರಿ"}\n\n');
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 13));
        controller.enqueue(bytes.slice(13));
        controller.close();
      },
    });
    expect(await linesOf(stream)).toEqual([{ name: 'ಕಾವೇರಿ' }]);
  });
});

describe('postJsonLines', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('posts JSON with the bearer token and reads the lines of the answer', async () => {
    setToken('abc.def');
    const fetchMock = mockApi({
      'POST /api/things': { stream: jsonLines([{ step: 1 }, { step: 2 }]) },
    });
    const lines: unknown[] = [];

    await postJsonLines('/things', { name: 'x' }, (line) => lines.push(line));

    expect(lines).toEqual([{ step: 1 }, { step: 2 }]);
    const [request] = requestsTo(fetchMock, 'POST /api/things');
    expect(request?.body).toEqual({ name: 'x' });
    expect(request?.headers.get('Authorization')).toBe('Bearer abc.def');
    expect(request?.headers.get('Accept')).toBe('application/x-ndjson');
  });

  it("turns a refusal before the stream into an ApiError with the server's sentence", async () => {
    mockApi({
      'POST /api/things': {
        status: 413,
        body: { success: false, message: 'The file is too large.' },
      },
    });

    const failure = await postJsonLines('/things', {}, () => {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 413, message: 'The file is too large.' });
  });
});
