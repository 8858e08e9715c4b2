import crypto from 'node:crypto';
import type { Page } from 'playwright-core';

async function post(baseUrl: string, url: string, body: object, token?: string, method = 'POST') {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * A warden of the given hostels who has already replaced the temporary password, as the Staff
 * page's own browser test shows it done; signed in on the page when one is given.
 */
export async function readyWarden(
  baseUrl: string,
  adminToken: string,
  hostelIds: string[],
  name: string,
) {
  const tag = crypto.randomBytes(3).toString('hex');
  const email = `warden.${tag}@college.edu`;
  const created = await post(
    baseUrl,
    '/wardens',
    { name, email, phone: '9876512345', hostelIds },
    adminToken,
  );
  const temporary = String(created.temporaryPassword);
  const first = await post(baseUrl, '/admin/login', { email, password: temporary });
  const password = `own-${tag}-garden`;
  await post(
    baseUrl,
    '/auth/password',
    { currentPassword: temporary, newPassword: password },
    String(first.token),
    'PUT',
  );
  const signedIn = await post(baseUrl, '/admin/login', { email, password });
  return { name, email, token: String(signedIn.token) };
}

/** Signs the page in with a token, before the app's first load. */
export async function useSession(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('hms-token', value), token);
}
