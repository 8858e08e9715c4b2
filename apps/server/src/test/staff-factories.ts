import type { AuthResponse } from '@hms/shared/auth';
import type { WardenCreated, WardenInput } from '@hms/shared/staff';
import { bearer } from './factories';
import type { TestApp } from './test-app';

let sequence = 0;

export function buildWardenInput(hostelIds: string[], overrides: Partial<WardenInput> = {}) {
  sequence += 1;
  return {
    name: `Meena Warden ${sequence}`,
    email: `warden.${sequence}.${Date.now()}@college.edu`,
    phone: `98${String(10_000_000 + sequence).slice(-8)}`,
    hostelIds,
    ...overrides,
  };
}

/** An administrator adds a warden: the answer, with the temporary password, as the API gives it. */
export async function addWarden(
  app: TestApp,
  adminToken: string,
  hostelIds: string[],
  overrides: Partial<WardenInput> = {},
) {
  const input = buildWardenInput(hostelIds, overrides);
  const response = await app.inject({
    method: 'POST',
    url: '/api/wardens',
    payload: input,
    headers: bearer(adminToken),
  });
  if (response.statusCode !== 201) {
    throw new Error(`POST /api/wardens answered ${response.statusCode}: ${response.body}`);
  }
  return { input, ...response.json<WardenCreated>() };
}

/**
 * A warden ready to work: added, signed in with the temporary password, and on a password of
 * their own. Returns the token of that last sign-in.
 */
export async function createWarden(
  app: TestApp,
  adminToken: string,
  hostelIds: string[],
  overrides: Partial<WardenInput> = {},
) {
  const added = await addWarden(app, adminToken, hostelIds, overrides);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: added.input.email, password: added.temporaryPassword },
  });
  const password = `Own-${added.temporaryPassword}`;
  const changed = await app.inject({
    method: 'PUT',
    url: '/api/auth/password',
    payload: { currentPassword: added.temporaryPassword, newPassword: password },
    headers: bearer(signIn.json<AuthResponse>().token),
  });
  if (changed.statusCode !== 200) {
    throw new Error(`PUT /api/auth/password answered ${changed.statusCode}: ${changed.body}`);
  }
  const { token, user } = changed.json<AuthResponse>();
  return { token, id: user._id, email: added.input.email, name: added.input.name, password };
}

/**
 * A guard ready to work at the gates of `hostelIds` (docs/decisions/062): added as a warden is,
 * with the role 'guard', signed in and on a password of their own.
 */
export function createGuard(
  app: TestApp,
  adminToken: string,
  hostelIds: string[],
  overrides: Partial<WardenInput> = {},
) {
  return createWarden(app, adminToken, hostelIds, {
    name: `Raju Guard ${sequence + 1}`,
    email: `guard.${sequence + 1}.${Date.now()}@college.edu`,
    role: 'guard',
    ...overrides,
  });
}

/** A mess manager ready to run the mess of `hostelIds` (docs/decisions/064), added as a warden is. */
export function createMessManager(
  app: TestApp,
  adminToken: string,
  hostelIds: string[],
  overrides: Partial<WardenInput> = {},
) {
  return createWarden(app, adminToken, hostelIds, {
    name: `Lata Mess ${sequence + 1}`,
    email: `mess.${sequence + 1}.${Date.now()}@college.edu`,
    role: 'mess',
    ...overrides,
  });
}
