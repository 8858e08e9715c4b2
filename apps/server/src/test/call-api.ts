import { bearer } from './factories';
import type { TestApp } from './test-app';

/** An answer as the tests read it: the status, and the JSON with a refusal's message and errors. */
export type Answer<T> = {
  status: number;
  body: T & { message?: string; errors?: { path: string; message: string }[] };
};

/** One call to the API (`url` after `/api`) as the token's account, answered as it came. */
export async function callApi<T>(
  app: TestApp,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url: `/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json<Answer<T>['body']>() };
}
