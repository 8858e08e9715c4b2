import { X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select, type SelectOption } from '@/components/ui/select';

export type FilterSearchProps = {
  label: string;
  /** The search in force (from the URL, say); undefined when there is none. */
  value: string | undefined;
  onSearch: (search: string) => void;
  placeholder: string;
  /** The API's limit for the list's search. */
  maxLength: number;
  /** How long typing must pause before the search applies; SearchInput's own by default. */
  delayMs?: number | undefined;
  /** The fewest characters the search needs, and what to say while there are fewer. */
  minChars?: { count: number; hint: string } | undefined;
};

/** A filter bar's search box: always in view, applied once typing pauses. */
export function FilterSearch({ label, value, minChars, ...props }: FilterSearchProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <SearchInput
          {...control}
          value={value ?? ''}
          {...(minChars ? { minChars } : {})}
          {...props}
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

type FilterSelectProps = {
  label: string;
  /** The choice in force; undefined for the 'All …' one. */
  value: string | undefined;
  /** Called with the value chosen, or undefined for 'All …'. */
  onChange: (value: string | undefined) => void;
  options: readonly SelectOption[];
  /** The 'All …' choice, first in the list. */
  placeholder: string;
};

/** One of a filter bar's choices, with an 'All …' choice that sets no filter. */
export function FilterSelect({ label, value, onChange, options, placeholder }: FilterSelectProps) {
  return (
    <FormField label={label}>
      {(control) => (
        <Select
          {...control}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || undefined)}
          options={options}
          placeholder={placeholder}
        />
      )}
    </FormField>
  );
}

/** A filter bar's Clear button, shown while a filter is in force. */
export function ClearFiltersButton({
  onClear,
  label = 'Clear filters',
}: {
  onClear: () => void;
  label?: string;
}) {
  return (
    <Button variant="ghost" onClick={onClear} className="w-full whitespace-nowrap">
      <X aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
