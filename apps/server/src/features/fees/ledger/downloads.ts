import type { Receipt } from '@hms/shared/fees';
import type { FastifyReply } from 'fastify';

/**
 * Streams a receipt's PDF as a download named by its number: RCPT-2026-27-000123.pdf. The PDF
 * library and its fonts load with the first receipt asked for, not with every server start.
 */
export async function sendReceiptPdf(reply: FastifyReply, receipt: Receipt, college: string) {
  const { receiptPdf } = await import('./receipt-pdf');
  const file = `${receipt.number.replace(/\//g, '-')}.pdf`;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file}"`)
    .send(receiptPdf(receipt, college));
}
