import { Search } from 'lucide-react';
import { useEffect, useId, useState, type ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { Input } from './input';

const SEARCH_DEBOUNCE_MS = 300;

type SearchInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  /** The search in force (from the URL, say). */
  value: string;
  /** Called with the trimmed text once typing pauses. */
  onSearch: (value: string) => void;
  delayMs?: number;
  /**
   * The fewest characters a search may have, and what to say while there are fewer: such text
   * searches nothing rather than everything.
   */
  minChars?: { count: number; hint: string };
};

/**
 * A search box that reports only when typing pauses, so each keystroke does not cost a request.
 * When `value` changes from outside (Clear filters, the Back button), the box shows it.
 */
export function SearchInput({
  value,
  onSearch,
  delayMs = SEARCH_DEBOUNCE_MS,
  minChars,
  className,
  ...props
}: SearchInputProps) {
  const hintId = useId();
  const [draft, setDraft] = useState(value);
  const [seenValue, setSeenValue] = useState(value);
  // What this box last reported: when it comes back as `value`, the box already shows it, and
  // resetting the draft would swallow what was typed meanwhile.
  const [reported, setReported] = useState<string | null>(null);

  if (value !== seenValue) {
    setSeenValue(value);
    if (value === reported) setReported(null);
    else setDraft(value);
  }

  const text = draft.trim();
  const tooShort = minChars !== undefined && text !== '' && text.length < minChars.count;
  const searched = tooShort ? '' : text;

  useEffect(() => {
    if (searched === value) return;
    const timer = setTimeout(() => {
      setReported(searched);
      onSearch(searched);
    }, delayMs);
    return () => clearTimeout(timer);
  }, [searched, value, onSearch, delayMs]);

  const describedBy = [props['aria-describedby'], tooShort ? hintId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
        />
        <Input
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className={cn('pl-9', className)}
          {...props}
          aria-describedby={describedBy || undefined}
        />
      </div>
      {tooShort && (
        <p id={hintId} role="status" className="mt-1.5 text-xs text-slate-600">
          {minChars.hint}
        </p>
      )}
    </>
  );
}
