import type { AuthResponse } from '@hms/shared/auth';
import { apiMessages, staffMessages } from '@hms/shared/messages';
import type { Warden } from '@hms/shared/staff';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { bearer, createHostel, registerAdmin } from '../../test/factories';
import { addWarden, buildWardenInput, createWarden } from '../../test/staff-factories';

const w = appForFile(async (app) => {
  const office = await registerAdmin(app);
  return { office, hostel: (await createHostel(app, office.token))._id };
});

const signIn = (email: string, password: string) =>
  w.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

async function listWardens(): Promise<Warden[]> {
  const response = await w.app.inject({
    method: 'GET',
    url: '/api/wardens',
    headers: bearer(w.office.token),
  });
  return response.json<{ data: Warden[] }>().data;
}

describe('a new warden', () => {
  it('gets a temporary password once, signs in on the Admin tab, and must replace it first', async () => {
    const added = await addWarden(w.app, w.office.token, [w.hostel], { name: 'Meena Kumari' });
    expect(added.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(added.data).toMatchObject({ name: 'Meena Kumari', mustChangePassword: true });
    expect(JSON.stringify(await listWardens())).not.toContain(added.temporaryPassword);

    const login = await signIn(added.input.email.toUpperCase(), added.temporaryPassword);
    expect(login.statusCode).toBe(200);
    const { token, user } = login.json<AuthResponse>();
    expect(user).toMatchObject({ role: 'warden', hostelIds: [w.hostel], mustChangePassword: true });

    // Nothing but the session and the password change works on a temporary password.
    for (const url of ['/api/hostels', '/api/complaints', '/api/warden/dashboard']) {
      const refused = await w.app.inject({ method: 'GET', url, headers: bearer(token) });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ success: false, message: staffMessages.mustChangePassword });
    }
    const me = await w.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json<{ data: { mustChangePassword: boolean } }>().data.mustChangePassword).toBe(true);

    const wrong = await w.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'not-it-at-all', newPassword: 'a-garden-of-my-own' },
      headers: bearer(token),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: staffMessages.wrongCurrentPassword });

    const changed = await w.app.inject({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: added.temporaryPassword, newPassword: 'a-garden-of-my-own' },
      headers: bearer(token),
    });
    expect(changed.statusCode).toBe(200);
    const fresh = changed.json<AuthResponse>();
    expect(fresh.user.mustChangePassword).toBe(false);
    // The answer's token works; one signed before the change ends with it (tokens count whole
    // seconds, so the earlier one is signed a minute back).
    const earlier = w.app.jwt.sign({
      sub: fresh.user._id,
      role: 'warden',
      iat: Math.floor(Date.now() / 1000) - 60,
    });
    const hostels = (t: string) =>
      w.app.inject({ method: 'GET', url: '/api/hostels', headers: bearer(t) });
    expect((await hostels(fresh.token)).statusCode).toBe(200);
    expect((await hostels(earlier)).statusCode).toBe(401);
    expect((await signIn(added.input.email, added.temporaryPassword)).statusCode).toBe(401);
    expect((await signIn(added.input.email, 'a-garden-of-my-own')).statusCode).toBe(200);
  });

  it('is refused, with a sentence and nothing written, for bad or clashing input', async () => {
    const before = (await listWardens()).length;
    const cases = [
      { payload: buildWardenInput([]), path: 'hostelIds', message: staffMessages.hostelsRequired },
      {
        payload: buildWardenInput([crypto.randomUUID()]),
        path: 'hostelIds',
        message: staffMessages.hostelMissing,
      },
      {
        payload: buildWardenInput([w.hostel], { email: w.office.input.email.toUpperCase() }),
        path: 'email',
        message: staffMessages.emailTaken,
      },
    ];
    for (const { payload, path, message } of cases) {
      const response = await w.app.inject({
        method: 'POST',
        url: '/api/wardens',
        payload,
        headers: bearer(w.office.token),
      });
      expect(response.statusCode, message).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, message).toBeLessThan(500);
      expect(response.json<{ errors: unknown[] }>().errors).toContainEqual({ path, message });
    }
    expect(await listWardens()).toHaveLength(before);
  });

  it('is created once when two administrators add the same e-mail at the same moment', async () => {
    const input = buildWardenInput([w.hostel]);
    const answers = await Promise.all(
      [0, 1].map(() =>
        w.app.inject({
          method: 'POST',
          url: '/api/wardens',
          payload: input,
          headers: bearer(w.office.token),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await listWardens()).filter((w) => w.email === input.email)).toHaveLength(1);
  });
});

describe('the list of wardens', () => {
  it('names the hostels each warden runs, in name order, as added and as changed', async () => {
    const ganga = (await createHostel(w.app, w.office.token, { name: 'Ganga Hall' }))._id;
    const amber = (await createHostel(w.app, w.office.token, { name: 'Amber Court' }))._id;
    const added = await addWarden(w.app, w.office.token, [ganga], { name: 'Lakshmi Iyer' });
    expect(added.data.hostels).toEqual([{ _id: ganga, name: 'Ganga Hall' }]);
    const listed = () => listWardens().then((all) => all.find((x) => x._id === added.data._id));
    expect((await listed())?.hostels).toEqual([{ _id: ganga, name: 'Ganga Hall' }]);

    const changed = await w.app.inject({
      method: 'PUT',
      url: `/api/wardens/${added.data._id}`,
      payload: { ...added.input, hostelIds: [ganga, amber], isActive: true },
      headers: bearer(w.office.token),
    });
    expect(changed.json<{ data: Warden }>().data.hostels).toEqual([
      { _id: amber, name: 'Amber Court' },
      { _id: ganga, name: 'Ganga Hall' },
    ]);
    expect((await listed())?.hostels.map((h) => h.name)).toEqual(['Amber Court', 'Ganga Hall']);
  });
});

describe("a warden's account", () => {
  it('stops working at once when switched off, and again on when switched on', async () => {
    const warden = await createWarden(w.app, w.office.token, [w.hostel]);
    const setActive = (isActive: boolean) =>
      w.app.inject({
        method: 'PUT',
        url: `/api/wardens/${warden.id}`,
        payload: { ...buildWardenInput([w.hostel], { email: warden.email }), isActive },
        headers: bearer(w.office.token),
      });
    const hostels = () =>
      w.app.inject({ method: 'GET', url: '/api/hostels', headers: bearer(warden.token) });

    expect((await setActive(false)).statusCode).toBe(200);
    expect((await hostels()).json()).toEqual({
      success: false,
      message: apiMessages.sessionExpired,
    });
    expect((await signIn(warden.email, warden.password)).statusCode).toBe(401);
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await hostels()).statusCode).toBe(200);
  });

  it('stops working at once when deleted', async () => {
    const warden = await createWarden(w.app, w.office.token, [w.hostel]);
    const deleted = await w.app.inject({
      method: 'DELETE',
      url: `/api/wardens/${warden.id}`,
      headers: bearer(w.office.token),
    });
    expect(deleted.statusCode).toBe(200);
    const after = await w.app.inject({
      method: 'GET',
      url: '/api/hostels',
      headers: bearer(warden.token),
    });
    expect(after.statusCode).toBe(401);
  });

  it('takes its hostels from the account on each request', async () => {
    const other = (await createHostel(w.app, w.office.token))._id;
    const warden = await createWarden(w.app, w.office.token, [w.hostel]);
    const seen = async () =>
      (await w.app.inject({ method: 'GET', url: '/api/hostels', headers: bearer(warden.token) }))
        .json<{ data: { _id: string }[] }>()
        .data.map((h) => h._id);
    expect(await seen()).toEqual([w.hostel]);
    await w.app.inject({
      method: 'PUT',
      url: `/api/wardens/${warden.id}`,
      payload: { ...buildWardenInput([other], { email: warden.email }), isActive: true },
      headers: bearer(w.office.token),
    });
    expect(await seen()).toEqual([other]);
  });
});
