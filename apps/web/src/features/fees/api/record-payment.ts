import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { successResponseSchema } from '@hms/shared/api';
import { feeMessages as m, ledgerEntrySchema, type paymentCreateSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';

export const ledgerEntryResponseSchema = successResponseSchema(ledgerEntrySchema);

export type PaymentInput = z.output<typeof paymentCreateSchema>;

/**
 * Records a payment. The form's idempotency key travels with it, so sending it again after a
 * lost answer records it once; the answer is the payment, with its receipt number.
 */
export function useRecordPayment() {
  return useMutation({
    mutationFn: (input: PaymentInput) =>
      apiClient.post('/fees/payments', input, ledgerEntryResponseSchema).then((body) => body.data),
    onSuccess: () => toast.success(m.paymentRecorded),
    onError: (error) => toast.error(getErrorMessage(error, m.saveFailed)),
  });
}

/**
 * A fresh key for one payment form. `crypto.randomUUID` exists only on secure pages (HTTPS or
 * localhost); an office reaching the server by its address on the LAN gets the same from
 * `getRandomValues`, which every page has.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
