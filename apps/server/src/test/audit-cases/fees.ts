import { randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import { bearer } from '../factories';
import { housedStudent, newStudent } from './arrangements';
import type { AuditSetup, Case } from './case';

/** The office's call to a fee route; its entry must name the record the answer gives. */
const officePosts = (s: AuditSetup, url: string, payload: object) => ({
  call: { method: 'POST' as const, url, payload, token: s.office.token },
  entityId: '',
});

/** A fine on a new student, as the adjustments form sends it. */
const lostKeyFine = async (s: AuditSetup) => ({
  student: await newStudent(s),
  kind: 'Fine',
  amount: 100_00,
  description: 'Lost key',
});

/** Postings, payments, adjustments and their reversal. */
export const feeCases: Case[] = [
  {
    route: 'POST /api/fees/postings',
    arrange: async (s) => {
      await housedStudent(s);
      const month = todayIn('Asia/Kolkata').slice(0, 7);
      return officePosts(s, '/api/fees/postings', { month, hostel: s.hostel });
    },
    action: 'posting.create',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/payments',
    arrange: async (s) =>
      officePosts(s, '/api/fees/payments', {
        student: await housedStudent(s),
        amount: 500_00,
        method: 'Cash',
        idempotencyKey: randomUUID(),
      }),
    action: 'ledger.payment',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/adjustments',
    arrange: async (s) => officePosts(s, '/api/fees/adjustments', await lostKeyFine(s)),
    action: 'ledger.fine',
    actor: () => 'Asha Menon',
  },
  {
    route: 'POST /api/fees/entries/:id/reverse',
    arrange: async (s) => {
      const fined = await s.app.inject({
        method: 'POST',
        url: '/api/fees/adjustments',
        payload: await lostKeyFine(s),
        headers: bearer(s.office.token),
      });
      const url = `/api/fees/entries/${fined.json<{ data: { _id: string } }>().data._id}/reverse`;
      return officePosts(s, url, { reason: 'Key found' });
    },
    action: 'ledger.reverse',
    actor: () => 'Asha Menon',
  },
];
