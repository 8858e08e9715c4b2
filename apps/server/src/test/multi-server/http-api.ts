import type { ServerProcess } from '../../../harness/server-process';

export type Answer = { status: number; body: { data?: unknown; message?: string } & object };

/** One request to a server process over HTTP, as a browser behind a load balancer sends it. */
export async function call(
  server: Pick<ServerProcess, 'url'>,
  method: string,
  url: string,
  options: { token?: string | undefined; body?: object } = {},
): Promise<Answer> {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.body ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body ? { body: JSON.stringify(options.body) } : {}),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

/** The answer's `data`, when the call answered `expected`; throws with the answer otherwise. */
export async function dataOf<T>(answer: Promise<Answer>, expected = 200): Promise<T> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
  return body.data as T;
}

/** A sign-in or registration's answer, which carries its token beside the account. */
export async function signedIn(
  answer: Promise<Answer>,
  expected = 201,
): Promise<{ token: string; user: { _id: string } }> {
  const { status, body } = await answer;
  if (status !== expected) throw new Error(`answered ${status}: ${JSON.stringify(body)}`);
  return body as unknown as { token: string; user: { _id: string } };
}
