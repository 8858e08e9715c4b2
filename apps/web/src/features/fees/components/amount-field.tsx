import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type AmountFieldProps = {
  label?: string;
  /** An example of what to type, as the hint shows it. */
  example: string;
  value: string;
  onChange: (typed: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
};

/**
 * An amount in rupees as a person types it ("4,500.50"); readAmount turns it into paise for the
 * shared schema.
 */
export function AmountField({
  label = 'Amount (₹)',
  example,
  value,
  onChange,
  error,
  autoFocus,
}: AmountFieldProps) {
  return (
    <FormField label={label} hint={`In rupees, such as ${example}.`} error={error}>
      {(control) => (
        <Input
          {...control}
          value={value}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          onChange={(event) => onChange(event.target.value)}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
      )}
    </FormField>
  );
}
