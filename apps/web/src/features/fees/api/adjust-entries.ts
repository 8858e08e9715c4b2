import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { feeMessages as m, type adjustmentCreateSchema } from '@hms/shared/fees';
import { apiClient } from '@/lib/api-client';
import { getErrorMessage } from '@/lib/error-message';
import { toast } from '@/lib/toast';
import { ledgerEntryResponseSchema } from './record-payment';

export type AdjustmentInput = z.output<typeof adjustmentCreateSchema>;

/** A fine the student owes, or a waiver of what they owe (administrators). */
export function useAddAdjustment() {
  return useMutation({
    mutationFn: (input: AdjustmentInput) =>
      apiClient
        .post('/fees/adjustments', input, ledgerEntryResponseSchema)
        .then((body) => body.data),
    onSuccess: () => toast.success(m.adjusted),
    onError: (error) => toast.error(getErrorMessage(error, m.saveFailed)),
  });
}

/** Undoes an entry with a new one that says why; the entry itself never changes. */
export function useReverseEntry() {
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiClient
        .post(
          `/fees/entries/${encodeURIComponent(id)}/reverse`,
          { reason },
          ledgerEntryResponseSchema,
        )
        .then((body) => body.data),
    onSuccess: () => toast.success(m.reversed),
    onError: (error) => toast.error(getErrorMessage(error, m.saveFailed)),
  });
}
