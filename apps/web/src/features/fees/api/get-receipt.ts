import { useQuery } from '@tanstack/react-query';
import { successResponseSchema } from '@hms/shared/api';
import { receiptSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { saveFile } from '@/lib/save-file';

/** A receipt as the office reads it, or as the student it was issued to. */
export type ReceiptOf = 'office' | 'own';

const receiptResponseSchema = successResponseSchema(receiptSchema);

function receiptPath(of: ReceiptOf, id: string): string {
  return `${of === 'own' ? '/student/receipts' : '/fees/receipts'}/${encodeURIComponent(id)}`;
}

export function useReceipt(of: ReceiptOf, id: string) {
  return useQuery({
    queryKey: [...queryKeys.fees, 'receipt', of, id],
    queryFn: ({ signal }) =>
      apiClient.get(receiptPath(of, id), receiptResponseSchema, { signal }).then((b) => b.data),
  });
}

/** The receipt as the server's A4 PDF, saved as RCPT-2026-27-000123.pdf. */
export async function downloadReceiptPdf(of: ReceiptOf, id: string, number: string) {
  const file = await apiClient.download(`${receiptPath(of, id)}/pdf`);
  saveFile(file, `${number.replace(/\//g, '-')}.pdf`);
}
