import { randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import { bearer } from '../factories';
import { housedStudent, newStudent } from './arrangements';
import type { Case } from './case';

/** Postings, payments, adjustments and their reversal. */
export const feeCases: Case[] = [
  {
    route: 'POST /api/fees/postings',
    arrange: async (s) => {
      await housedStudent(s);
      const payload = { month: todayIn('Asia/Kolkata').slice(0, 7), hostel: s.hostel };
      return {
        call: { method: 'POST', url: '/api/fees/postings', payload, token: s.office.token },
        entityId: '',
      };
    },
    action: 'posting.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/payments',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/fees/payments',
        payload: {
          student: await housedStudent(s),
          amount: 500_00,
          method: 'Cash',
          idempotencyKey: randomUUID(),
        },
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'ledger.payment',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/adjustments',
    arrange: async (s) => ({
      call: {
        method: 'POST',
        url: '/api/fees/adjustments',
        payload: {
          student: await newStudent(s),
          kind: 'Fine',
          amount: 100_00,
          description: 'Lost key',
        },
        token: s.office.token,
      },
      entityId: '',
    }),
    action: 'ledger.fine',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/entries/:id/reverse',
    arrange: async (s) => {
      const fined = await s.app.inject({
        method: 'POST',
        url: '/api/fees/adjustments',
        payload: {
          student: await newStudent(s),
          kind: 'Fine',
          amount: 100_00,
          description: 'Lost key',
        },
        headers: bearer(s.office.token),
      });
      const url = `/api/fees/entries/${fined.json<{ data: { _id: string } }>().data._id}/reverse`;
      return {
        call: { method: 'POST', url, payload: { reason: 'Key found' }, token: s.office.token },
        entityId: '',
      };
    },
    action: 'ledger.reverse',
    actor: () => 'Asha Menon',
  },
];
