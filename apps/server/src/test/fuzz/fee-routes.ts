import { randomUUID } from 'node:crypto';
import { deletedStudentsQuerySchema } from '@hms/shared/deleted-students';
import {
  adjustmentCreateSchema,
  collectionQuerySchema,
  duesQuerySchema,
  ledgerQuerySchema,
  paymentCreateSchema,
  postingSchema,
  reversalCreateSchema,
} from '@hms/shared/fees';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import type { Spec } from './invalid-requests';
import { json } from './requests';

/** The fee routes (docs/product-rules.md#fees): bad input is refused and changes nothing. */
export const feeRoutes = {
  'GET /api/fees/postings/preview': { access: 'admin', query: postingSchema },
  'POST /api/fees/postings': {
    access: 'admin',
    body: { schema: postingSchema, base: () => ({ month: '2026-09' }) },
    // A month that has not begun.
    refusals: () => [
      fc
        .integer({ min: 2100, max: 9999 })
        .map((year) => ({ body: json(JSON.stringify({ month: `${year}-01` })) })),
    ],
  },
  'POST /api/fees/payments': {
    access: 'staff',
    body: {
      schema: paymentCreateSchema,
      base: (f) => ({
        student: f.a.id,
        amount: 100_00,
        method: 'Cash',
        idempotencyKey: randomUUID(),
      }),
    },
    // A student who does not exist, a day ahead, a method without its reference.
    refusals: (f) => [
      fc
        .constantFrom(
          { student: randomUUID(), amount: 100, method: 'Cash', idempotencyKey: randomUUID() },
          {
            student: f.a.id,
            amount: 100,
            method: 'Cash',
            date: '2999-01-01',
            idempotencyKey: randomUUID(),
          },
          { student: f.a.id, amount: 100, method: 'Cheque', idempotencyKey: randomUUID() },
        )
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/fees/adjustments': {
    access: 'admin',
    body: {
      schema: adjustmentCreateSchema,
      base: (f) => ({ student: f.a.id, kind: 'Fine', amount: 100_00, description: 'Lost key' }),
    },
  },
  'POST /api/fees/entries/:id/reverse': {
    access: 'admin',
    id: (f) => f.aPayment,
    body: { schema: reversalCreateSchema, base: () => ({ reason: 'Entered twice' }) },
  },
  'GET /api/fees/students/:id': { access: 'staff', id: (f) => f.a.id },
  'GET /api/fees/students/:id/entries': {
    access: 'staff',
    id: (f) => f.a.id,
    query: ledgerQuerySchema,
  },
  'GET /api/fees/dues': { access: 'staff', query: duesQuerySchema },
  'GET /api/fees/dues.csv': {
    access: 'staff',
    query: duesQuerySchema.omit({ page: true, limit: true }),
  },
  'GET /api/fees/collection': { access: 'staff', query: collectionQuerySchema },
  'GET /api/fees/deleted-students': { access: 'admin', query: deletedStudentsQuerySchema },
  'GET /api/fees/receipts/:id': { access: 'staff', id: (f) => f.aPayment },
  'GET /api/fees/receipts/:id/pdf': { access: 'staff', id: (f) => f.aPayment },
  'GET /api/student/fees': { access: 'student' },
  'GET /api/student/fees/entries': { access: 'student', query: ledgerQuerySchema },
  'GET /api/student/receipts/:id': { access: 'student', id: (f) => f.aPayment },
  'GET /api/student/receipts/:id/pdf': { access: 'student', id: (f) => f.aPayment },
} satisfies Partial<Record<RouteKey, Spec>>;
