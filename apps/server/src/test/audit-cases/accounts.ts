import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { tokenHash } from '../../features/password-reset/password-reset-service';
import { registerStudent } from '../factories';
import { addWarden, buildWardenInput, createGuard } from '../staff-factories';
import { newStudent } from './arrangements';
import type { Case } from './case';

/**
 * Passwords, their reset by link or by the office, and the wardens' and guards' accounts: a
 * guard's entries are the guard's own (`guard.create`, ...; docs/decisions/062).
 */
export const accountCases: Case[] = [
  {
    route: 'PUT /api/auth/password',
    arrange: async (s) => {
      const own = await registerStudent(s.app, { name: 'Lata Iyer' });
      const payload = { currentPassword: own.input.password, newPassword: 'a-much-longer-one' };
      return {
        call: { method: 'PUT', url: '/api/auth/password', payload, token: own.token },
        entityId: own.user._id,
      };
    },
    action: 'student.credentials',
    actor: () => 'Lata Iyer',
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    arrange: async (s) => {
      const own = await registerStudent(s.app, { name: 'Rekha Pillai' });
      const token = randomBytes(32).toString('base64url');
      await s.app.db.execute(sql`insert into password_resets
        (token_hash, account_role, account_id, expires_at)
        values (${tokenHash(token)}, 'student', ${own.user._id}, now() + interval '30 minutes')`);
      const payload = { token, newPassword: 'a-fresh-start-9' };
      const url = '/api/auth/password-reset/confirm';
      return { call: { method: 'POST', url, payload }, entityId: own.user._id };
    },
    action: 'student.credentials',
    actor: () => 'Rekha Pillai',
  },
  {
    route: 'POST /api/admin/students/:id/temporary-password',
    arrange: async (s) => {
      const id = await newStudent(s);
      const url = `/api/admin/students/${id}/temporary-password`;
      const payload = { password: 'office-gave-this-7' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: id };
    },
    action: 'student.reset',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/wardens/:id/temporary-password',
    arrange: async (s) => {
      const { data } = await addWarden(s.app, s.office.token, [s.hostel]);
      const url = `/api/admin/wardens/${data._id}/temporary-password`;
      const payload = { password: 'office-gave-this-7' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: data._id };
    },
    action: 'warden.reset',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/wardens',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/wardens',
        payload: buildWardenInput([s.hostel]),
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'warden.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/wardens/:id',
    arrange: async (s) => {
      const id = (await addWarden(s.app, s.office.token, [s.hostel])).data._id;
      const payload = { ...buildWardenInput([s.hostel]), isActive: false };
      return {
        call: { method: 'PUT', url: `/api/wardens/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'warden.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/wardens/:id',
    arrange: async (s) => {
      const id = (await addWarden(s.app, s.office.token, [s.hostel])).data._id;
      return {
        call: { method: 'DELETE', url: `/api/wardens/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'warden.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/wardens',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/wardens',
        payload: { ...buildWardenInput([s.hostel]), role: 'guard' },
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'guard.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/wardens/:id',
    arrange: async (s) => {
      const id = (await addWarden(s.app, s.office.token, [s.hostel], { role: 'guard' })).data._id;
      const payload = { ...buildWardenInput([s.hostel]), isActive: false };
      return {
        call: { method: 'PUT', url: `/api/wardens/${id}`, payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'guard.update',
    actor: () => 'Asha Menon',
  },
  {
    route: 'DELETE /api/wardens/:id',
    arrange: async (s) => {
      const id = (await addWarden(s.app, s.office.token, [s.hostel], { role: 'guard' })).data._id;
      return {
        call: { method: 'DELETE', url: `/api/wardens/${id}`, token: s.office.token },
        entityId: id,
      };
    },
    action: 'guard.delete',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/admin/wardens/:id/temporary-password',
    arrange: async (s) => {
      const { data } = await addWarden(s.app, s.office.token, [s.hostel], { role: 'guard' });
      const url = `/api/admin/wardens/${data._id}/temporary-password`;
      const payload = { password: 'office-gave-this-7' };
      return { call: { method: 'POST', url, payload, token: s.office.token }, entityId: data._id };
    },
    action: 'guard.reset',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/auth/password',
    arrange: async (s) => {
      const guard = await createGuard(s.app, s.office.token, [s.hostel], { name: 'Raju Thapa' });
      const payload = { currentPassword: guard.password, newPassword: `${guard.password}-anew` };
      return {
        call: { method: 'PUT', url: '/api/auth/password', payload, token: guard.token },
        entityId: guard.id,
      };
    },
    action: 'guard.credentials',
    actor: () => 'Raju Thapa',
  },
  {
    route: 'POST /api/auth/password-reset/confirm',
    arrange: async (s) => {
      const guard = await createGuard(s.app, s.office.token, [s.hostel], { name: 'Bir Gurung' });
      const token = randomBytes(32).toString('base64url');
      await s.app.db.execute(sql`insert into password_resets
        (token_hash, account_role, account_id, expires_at)
        values (${tokenHash(token)}, 'guard', ${guard.id}, now() + interval '30 minutes')`);
      const payload = { token, newPassword: 'a-fresh-start-9' };
      const url = '/api/auth/password-reset/confirm';
      return { call: { method: 'POST', url, payload }, entityId: guard.id };
    },
    action: 'guard.credentials',
    actor: () => 'Bir Gurung',
  },
];
