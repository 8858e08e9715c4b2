import type { Notice, NoticeList } from '@hms/shared/notices';
import { sql } from 'drizzle-orm';
import { selectRows } from '../core/db/raw-rows';
import { callApi } from './call-api';
import type { TestApp } from './test-app';

let sequence = 0;

/** A notice to `hostels`, or to every hostel with `{ allHostels: true }`. */
export function buildNoticeInput(hostels: string[], overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    title: `Water off in block ${sequence}`,
    body: 'The tanks are cleaned on Sunday.\nStore water on Saturday night.',
    hostels,
    ...overrides,
  };
}

/** The notices' calls as one account makes them, with the status and JSON of each answer. */
export function noticeCalls(app: TestApp, token: string) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    callApi<T>(app, token, method, url, body);
  return {
    post: (input: object) => call<{ data: Notice }>('POST', '/notices', input),
    update: (id: string, input: object) => call<{ data: Notice }>('PUT', `/notices/${id}`, input),
    remove: (id: string) => call<{ data: { _id: string } }>('DELETE', `/notices/${id}`),
    list: (query = 'limit=100') => call<NoticeList>('GET', `/notices?${query}`),
    own: (query = 'limit=100') => call<NoticeList>('GET', `/student/notices?${query}`),
    read: (id: string) => call<{ data: Notice }>('POST', `/student/notices/${id}/read`),
    readAll: () => call<{ data: { marked: number } }>('POST', '/student/notices/read-all'),
  };
}

/** Posts as the account and answers the notice, failing the test on a refusal. */
export async function postNotice(app: TestApp, token: string, input: object): Promise<Notice> {
  const answer = await noticeCalls(app, token).post(input);
  if (answer.status !== 201) throw new Error(`POST /api/notices answered ${answer.status}`);
  return answer.body.data;
}

/** Moves a notice's expiry into the past, as time passing would. */
export async function expire(app: TestApp, id: string) {
  await app.db.execute(
    sql`update notices set expires_at = now() - interval '1 minute' where id = ${id}`,
  );
}

/** Who was told of notices titled `title`: the recipients of their bell lines. */
export async function toldOf(app: TestApp, title: string): Promise<string[]> {
  const rows = await selectRows<{ recipient_id: string }>(
    app.db,
    sql`select recipient_id from notifications
      where kind = 'notice.posted' and title = ${title} order by recipient_id`,
  );
  return rows.map((row) => row.recipient_id);
}
