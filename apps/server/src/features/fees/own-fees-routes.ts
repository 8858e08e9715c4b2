import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import {
  accountSchema,
  ledgerPageSchema,
  ledgerQuerySchema,
  receiptSchema,
} from '@hms/shared/fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../errors/error-responses';
import { currentAccount } from '../../plugins/authentication';
import { sendReceiptPdf } from './downloads';
import type { LedgerService } from './ledger-service';

const docs = { tags: ['fees'], security: [{ bearerAuth: [] }] };
const file = (what: string) => ({ 200: z.string().describe(what), ...guardedErrorResponses });

/** Students: their own account and receipts. */
export const ownFeeRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  college: string;
}> = async (app, { ledger, college }) => {
  app.get(
    '/student/fees',
    {
      schema: {
        ...docs,
        summary: 'Your balance, dues by month and deposits held',
        response: { 200: successResponseSchema(accountSchema), ...guardedErrorResponses },
      },
    },
    async (request) => {
      const me = currentAccount(request);
      return { success: true as const, data: await ledger.account(me, me._id) };
    },
  );

  app.get(
    '/student/fees/entries',
    {
      schema: {
        ...docs,
        summary: 'Your ledger, newest entry first',
        querystring: ledgerQuerySchema,
        response: { 200: ledgerPageSchema, ...guardedErrorResponses },
      },
    },
    async (request) => {
      const me = currentAccount(request);
      return { success: true as const, ...(await ledger.entries(me, me._id, request.query)) };
    },
  );

  app.get(
    '/student/receipts/:id',
    {
      schema: {
        ...docs,
        summary: 'One of your receipts',
        params: idParamsSchema,
        response: { 200: successResponseSchema(receiptSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ({
      success: true as const,
      data: await ledger.receipt(currentAccount(request), request.params.id),
    }),
  );

  app.get(
    '/student/receipts/:id/pdf',
    {
      schema: {
        ...docs,
        summary: 'One of your receipts as an A4 PDF',
        params: idParamsSchema,
        response: file('An A4 PDF'),
      },
    },
    async (request, reply) =>
      sendReceiptPdf(
        reply,
        await ledger.receipt(currentAccount(request), request.params.id),
        college,
      ),
  );
};
