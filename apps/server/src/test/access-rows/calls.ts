import { bearer } from '../factories';
import type { TestApp } from '../test-app';
import type { World } from '../world';

/** A call as the account of `token`, for the rows' arrangements. */
export function call(
  app: TestApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** Gives the student a bed in the room unless they have one. */
export async function housed(app: TestApp, w: World, student: string, room: string) {
  const { statusCode, body } = await app.inject({
    method: 'PUT',
    url: `/api/admin/students/${student}/assign-room`,
    headers: bearer(w.admin.token),
    payload: { roomId: room },
  });
  if (statusCode !== 200 && !body.includes('is full')) throw new Error(body);
}
