import type { Readable } from 'node:stream';
import type { Receipt } from '@hms/shared/fees';
import type { FastifyReply } from 'fastify';
import { receiptPdf } from './receipt-pdf';

/** Streams a receipt's PDF as a download named by its number: RCPT-2026-27-000123.pdf. */
export function sendReceiptPdf(reply: FastifyReply, receipt: Receipt, college: string) {
  const file = `${receipt.number.replace(/\//g, '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file}"`)
    .send(receiptPdf(receipt, college));
}

/** Streams CSV as a download; the body is never held whole. */
export function sendCsv(reply: FastifyReply, name: string, csv: Readable) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(csv);
}
