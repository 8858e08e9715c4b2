import { successResponseSchema } from '@hms/shared/api';
import { accountSchema, ledgerPageSchema, ledgerQuerySchema } from '@hms/shared/fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guardedErrorResponses } from '../../core/errors/error-responses';
import { currentAccount } from '../../core/http/request-account';
import { receiptRoutes } from './ledger/receipt-routes';
import type { LedgerService } from './ledger/ledger-service';
import { ok, okWith } from '../../core/http/reply';

const docs = { tags: ['fees'], security: [{ bearerAuth: [] }] };

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
      return ok(await ledger.account(me, me._id));
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
      return okWith(await ledger.entries(me, me._id, request.query));
    },
  );

  await app.register(receiptRoutes, {
    ledger,
    college,
    base: '/student/receipts',
    what: 'One of your receipts',
  });
};
