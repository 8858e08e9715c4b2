import { PAYMENT_METHODS } from '@hms/shared/fees';
import { formatRupees } from '@hms/shared/money';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** What check-out does with the deposit, as typed: rupees in the boxes. */
export type DepositDraft = { apply: string; refund: string; method: string; reference: string };
export type DepositErrors = Partial<Record<keyof DepositDraft, string>>;

type DepositFieldsProps = {
  /** The deposit held in the hostel being left, in paise. */
  held: number;
  value: DepositDraft;
  onChange: (value: DepositDraft) => void;
  errors: DepositErrors;
};

/**
 * The security deposit at check-out (docs/product-rules.md#fees): how much of it settles dues and
 * how much is paid back, and how, together at most what is held.
 */
export function DepositFields({ held, value, onChange, errors }: DepositFieldsProps) {
  const set = (change: Partial<DepositDraft>) => onChange({ ...value, ...change });
  const refunding = value.refund.trim() !== '' && Number(value.refund.replace(/[₹,\s]/g, '')) > 0;
  return (
    <fieldset className="space-y-4 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Security deposit held: {formatRupees(held)}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Apply to dues (₹)" error={errors.apply}>
          {(control) => (
            <Input
              {...control}
              value={value.apply}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              onChange={(event) => set({ apply: event.target.value })}
            />
          )}
        </FormField>
        <FormField label="Refund (₹)" error={errors.refund}>
          {(control) => (
            <Input
              {...control}
              value={value.refund}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              onChange={(event) => set({ refund: event.target.value })}
            />
          )}
        </FormField>
        {refunding && (
          <>
            <FormField label="Refund method" error={errors.method}>
              {(control) => (
                <Select
                  {...control}
                  value={value.method}
                  onChange={(event) => set({ method: event.target.value })}
                  options={PAYMENT_METHODS.map((method) => ({ value: method, label: method }))}
                />
              )}
            </FormField>
            <FormField
              label="Refund reference"
              hint="Optional: the transaction reference or cheque number."
              error={errors.reference}
            >
              {(control) => (
                <Input
                  {...control}
                  value={value.reference}
                  maxLength={100}
                  autoComplete="off"
                  onChange={(event) => set({ reference: event.target.value })}
                />
              )}
            </FormField>
          </>
        )}
      </div>
    </fieldset>
  );
}
