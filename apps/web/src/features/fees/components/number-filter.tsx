import { useEffect, useState } from 'react';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** How long typing must pause before the list is asked again, as for the search. */
const DELAY_MS = 400;

type NumberFilterProps = {
  label: string;
  hint?: string;
  /** The filter in force (from the URL), undefined when not set. */
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  /** The box's text as the filter's value, or an error; blank is no filter. */
  parse: (text: string) => { value: number } | { error: string };
  format: (value: number) => string;
};

/**
 * A number typed into a filter (an amount in rupees, a count of days), applied once typing
 * pauses. Text that is not a number says so under the box and leaves the list as it was. When
 * the filter changes from outside (Clear filters, Back), the box shows it.
 */
export function NumberFilter({ label, hint, value, onChange, parse, format }: NumberFilterProps) {
  const shown = value === undefined ? '' : format(value);
  const [draft, setDraft] = useState(shown);
  const [seen, setSeen] = useState(shown);
  const [error, setError] = useState<string>();

  if (shown !== seen) {
    setSeen(shown);
    // What this box reported comes back formatted ("5,000" as "5000"): keep what was typed.
    const typed = draft.trim() === '' ? undefined : parse(draft);
    if (!(typed && 'value' in typed && typed.value === value)) setDraft(shown);
  }

  useEffect(() => {
    const text = draft.trim();
    const read = text === '' ? undefined : parse(text);
    const next = read && 'value' in read ? read.value : undefined;
    const timer = setTimeout(() => {
      setError(read && 'error' in read ? read.error : undefined);
      if (read && 'error' in read) return;
      if (next !== value) onChange(next);
    }, DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange, parse]);

  return (
    <FormField label={label} error={error} {...(hint ? { hint } : {})}>
      {(control) => (
        <Input
          {...control}
          value={draft}
          inputMode="decimal"
          autoComplete="off"
          maxLength={20}
          onChange={(event) => setDraft(event.target.value)}
        />
      )}
    </FormField>
  );
}
