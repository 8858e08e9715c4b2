import type { CalendarDay } from '@hms/shared/calendar-day';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type DayFieldProps = {
  label: string;
  value: CalendarDay;
  onChange: (day: CalendarDay) => void;
  today: CalendarDay;
  error?: string | undefined;
  autoFocus?: boolean;
};

/** The day a change is recorded for: today unless the office picks an earlier day. */
export function DayField({ label, value, onChange, today, error, autoFocus }: DayFieldProps) {
  return (
    <FormField label={label} error={error}>
      {(control) => (
        <Input
          {...control}
          type="date"
          value={value}
          max={today}
          onChange={(event) => onChange(event.target.value)}
          {...(autoFocus ? { 'data-autofocus': true } : {})}
        />
      )}
    </FormField>
  );
}
