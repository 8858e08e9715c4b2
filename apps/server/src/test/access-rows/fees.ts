import { randomUUID } from 'node:crypto';
import { todayIn } from '@hms/shared/calendar-day';
import type { Rows } from './row';

/** Postings, payments, adjustments, balances, dues and receipts. */
export const feeRows: Rows = {
  'GET /api/fees/postings/preview': { access: 'adminOnly', query: `month=${thisMonth()}` },
  'POST /api/fees/postings': { access: 'adminOnly', payload: () => ({ month: thisMonth() }) },
  'POST /api/fees/payments': {
    access: 'staffSees',
    payload: (w) => ({
      student: w.a.id,
      amount: 500_00,
      method: 'Cash',
      idempotencyKey: randomUUID(),
    }),
  },
  'POST /api/fees/adjustments': {
    access: 'adminOnly',
    payload: (w) => ({ student: w.a.id, kind: 'Fine', amount: 200_00, description: 'Lost key' }),
  },
  'POST /api/fees/entries/:id/reverse': {
    access: 'adminOnly',
    id: (w) => w.aPayment,
    payload: () => ({ reason: 'Recorded twice' }),
  },
  'GET /api/fees/students/:id': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/fees/students/:id/entries': { access: 'staffSees', id: (w) => w.a.id },
  'GET /api/fees/dues': { access: 'staff' },
  'GET /api/fees/dues.csv': { access: 'staff' },
  'GET /api/fees/collection': { access: 'staff', query: `month=${thisMonth()}` },
  // A deleted student lies in no hostel: their kept ledger is the administrators' alone.
  'GET /api/fees/deleted-students': { access: 'adminOnly' },
  'GET /api/fees/receipts/:id': { access: 'staffSees', id: (w) => w.aPayment },
  'GET /api/fees/receipts/:id/pdf': { access: 'staffSees', id: (w) => w.aPayment },
  'GET /api/student/fees': { access: 'studentOnly' },
  'GET /api/student/fees/entries': { access: 'studentOnly' },
  'GET /api/student/receipts/:id': { access: 'ownerOnly', id: (w) => w.aPayment },
  'GET /api/student/receipts/:id/pdf': { access: 'ownerOnly', id: (w) => w.aPayment },
};

function thisMonth(): string {
  return todayIn('Asia/Kolkata').slice(0, 7);
}
