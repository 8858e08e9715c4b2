import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  accountSchema,
  adjustmentCreateSchema,
  collectionQuerySchema,
  collectionSchema,
  duesPageSchema,
  duesQuerySchema,
  ledgerEntrySchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  paymentCreateSchema,
  postingResultSchema,
  postingSchema,
  reversalCreateSchema,
} from '@hms/shared/fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { adminOnly, currentAccount } from '../../core/http/request-account';
import type { DuesService } from './dues/dues-service';
import type { LedgerService } from './ledger/ledger-service';
import type { PostingService } from './posting/posting-service';
import { sendCsv } from '../../core/csv/csv-file';
import { receiptRoutes } from './ledger/receipt-routes';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['fees'], security: [{ bearerAuth: [] }] };
const oneEntry = { 200: successResponseSchema(ledgerEntrySchema), ...guardedErrorResponses };
/** A download: the body is the file, streamed, not JSON. */
const file = (what: string) => ({ 200: z.string().describe(what), ...guardedErrorResponses });
const posting = { 200: successResponseSchema(postingResultSchema), ...guardedErrorResponses };

/**
 * The office's fees (docs/decisions/045): administrators everywhere; wardens read the accounts,
 * dues and collection of their hostels and record payments there. Posting charges, fines,
 * waivers and reversals are the administrators' alone.
 */
export const feeRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  postings: PostingService;
  dues: DuesService;
  college: string;
}> = async (app, { ledger, postings, dues, college }) => {
  app.get(
    '/fees/postings/preview',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: "What posting a month's charges would add now: lines, students and total",
        querystring: postingSchema,
        response: posting,
      },
    },
    async (request) => ok(await postings.preview(request.query)),
  );

  app.post(
    '/fees/postings',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary:
          "Post a month's rent and hostel fees, prorated by days of stay; again adds only what is missing",
        body: postingSchema,
        response: posting,
      },
    },
    async (request) => ok(await postings.post(currentAccount(request), request.body)),
  );

  app.post(
    '/fees/payments',
    {
      schema: {
        ...docs,
        summary: 'Record a payment; it settles the oldest dues first and gets a receipt number',
        body: paymentCreateSchema,
        response: oneEntry,
      },
    },
    async (request) => ok(await ledger.pay(currentAccount(request), request.body)),
  );

  app.post(
    '/fees/adjustments',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Enter a fine the student owes, or a waiver of what they owe',
        body: adjustmentCreateSchema,
        response: oneEntry,
      },
    },
    async (request) => ok(await ledger.adjust(currentAccount(request), request.body)),
  );

  app.post(
    '/fees/entries/:id/reverse',
    {
      onRequest: adminOnly,
      schema: {
        ...docs,
        summary: 'Reverse an entry with a reason; the entry itself never changes',
        params: idParamsSchema,
        body: reversalCreateSchema,
        response: oneEntry,
      },
    },
    async (request) =>
      ok(await ledger.reverse(currentAccount(request), request.params.id, request.body.reason)),
  );

  app.get(
    '/fees/students/:id',
    {
      schema: {
        ...docs,
        summary: "A student's balance, dues by month and deposits held",
        params: idParamsSchema,
        response: { 200: successResponseSchema(accountSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await ledger.account(currentAccount(request), request.params.id)),
  );

  app.get(
    '/fees/students/:id/entries',
    {
      schema: {
        ...docs,
        summary: "A student's ledger, newest entry first",
        params: idParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, ...guardedErrorResponses },
      },
    },
    async (request) =>
      okWith(await ledger.entries(currentAccount(request), request.params.id, request.query)),
  );

  app.get(
    '/fees/dues',
    {
      schema: {
        ...docs,
        summary: 'Students owing at least an amount for at least some days, oldest dues first',
        querystring: duesQuerySchema,
        response: { 200: duesPageSchema, ...guardedErrorResponses },
      },
    },
    async (request) => okWith(await dues.dues(currentAccount(request), request.query)),
  );

  app.get(
    '/fees/dues.csv',
    {
      schema: {
        ...docs,
        summary: 'The dues list as CSV, every page, streamed',
        querystring: duesQuerySchema.omit({ page: true, limit: true }),
        response: file('CSV, UTF-8 with a byte order mark'),
      },
    },
    async (request, reply) => sendCsv(reply, dues.duesCsv(currentAccount(request), request.query)),
  );

  app.get(
    '/fees/collection',
    {
      schema: {
        ...docs,
        summary: "Each hostel's month: charged, collected, and what its residents owe now",
        querystring: collectionQuerySchema,
        response: { 200: successResponseSchema(collectionSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await dues.collection(currentAccount(request), request.query.month)),
  );

  await app.register(receiptRoutes, {
    ledger,
    college,
    base: '/fees/receipts',
    what: "A payment's receipt",
  });
};
