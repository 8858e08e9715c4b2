import { idParamsSchema, successResponseSchema } from '@hms/shared/api';
import { receiptSchema } from '@hms/shared/fees';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guardedErrorResponses } from '../../../core/errors/error-responses';
import { currentAccount } from '../../../core/http/request-account';
import { sendReceiptPdf } from './downloads';
import type { LedgerService } from './ledger-service';
import { ok } from '../../../core/http/reply';

/**
 * A receipt and its PDF under `base` (`/fees/receipts` for staff, `/student/receipts` for the
 * student): the service decides whose receipts the caller may read.
 */
export const receiptRoutes: FastifyPluginAsyncZod<{
  ledger: LedgerService;
  college: string;
  base: string;
  /** "A payment's receipt", "One of your receipts". */
  what: string;
}> = async (app, { ledger, college, base, what }) => {
  const docs = { tags: ['fees'], security: [{ bearerAuth: [] }], params: idParamsSchema };

  app.get(
    `${base}/:id`,
    {
      schema: {
        ...docs,
        summary: what,
        response: { 200: successResponseSchema(receiptSchema), ...guardedErrorResponses },
      },
    },
    async (request) => ok(await ledger.receipt(currentAccount(request), request.params.id)),
  );

  app.get(
    `${base}/:id/pdf`,
    {
      schema: {
        ...docs,
        summary: `${what} as an A4 PDF`,
        // A download: the body is the file, streamed, not JSON.
        response: { 200: z.string().describe('An A4 PDF'), ...guardedErrorResponses },
      },
    },
    async (request, reply) => {
      const receipt = await ledger.receipt(currentAccount(request), request.params.id);
      return sendReceiptPdf(reply, receipt, college);
    },
  );
};
