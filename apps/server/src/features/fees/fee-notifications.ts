import type { LedgerEntry } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import type { NotificationDraft } from '../../core/notify/notify';
import { preview } from '../notifications';

/** What the bell tells a student of their fees (docs/product-rules.md#notifications). */
export const FEES_PAGE = '/student/fees';

export function paymentReceived(payment: LedgerEntry): NotificationDraft {
  return {
    kind: 'fee.paid',
    title: `Payment of ${formatRupees(-payment.amount)} received, receipt ${payment.receiptNumber ?? ''}`,
    body: payment.method ? `Paid by ${payment.method}. Your receipt is ready to download.` : '',
    link: `/student/fees/receipts/${encodeURIComponent(payment._id)}`,
  };
}

export function fineCharged(amount: number, description: string): NotificationDraft {
  return {
    kind: 'fee.charged',
    title: `A fine of ${formatRupees(amount)} was added to your fees`,
    body: preview(description),
    link: FEES_PAGE,
  };
}
