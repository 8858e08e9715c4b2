import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type MonthFieldProps = {
  label: string;
  value: string;
  onChange: (month: string) => void;
  /** The latest month that may be chosen, as YYYY-MM. */
  max: string;
  error?: string | undefined;
  hint?: string;
};

/** A month as YYYY-MM, through the browser's month picker. */
export function MonthField({ label, value, onChange, max, error, hint }: MonthFieldProps) {
  return (
    <FormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => (
        <Input
          {...control}
          type="month"
          value={value}
          max={max}
          // Browsers without a month picker show a text box; say what it takes.
          placeholder="YYYY-MM"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
