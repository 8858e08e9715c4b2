import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

export type TabItem<T extends string> = { value: T; label: string };

type TabsProps<T extends string> = {
  /** Names the tab list for assistive technology. */
  label: string;
  items: readonly TabItem<T>[];
  value: T;
  onValueChange: (value: T) => void;
  /** The selected tab's panel; only it is rendered. */
  children: ReactNode;
};

/**
 * Tabs after the WAI-ARIA Authoring Practices pattern, with automatic activation: arrow keys,
 * Home and End move between tabs, and only the selected tab is in the tab order.
 * https://www.w3.org/WAI/ARIA/apg/patterns/tabs/
 */
export function Tabs<T extends string>({
  label,
  items,
  value,
  onValueChange,
  children,
}: TabsProps<T>) {
  const baseId = useId();
  const tabRefs = useRef(new Map<T, HTMLButtonElement>());
  const tabId = (tab: T) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = items.findIndex((item) => item.value === value);
    const last = items.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    if (index === undefined) return;
    const next = items[index];
    if (!next) return;
    event.preventDefault();
    onValueChange(next.value);
    tabRefs.current.get(next.value)?.focus();
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={handleKeyDown}
        className="flex gap-1 rounded-xl bg-slate-100 p-1"
      >
        {items.map((item) => {
          const selected = item.value === value;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabRefs.current.set(item.value, element);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={selected}
              // Only the rendered panel exists, so only the selected tab points at it.
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onValueChange(item.value)}
              className={cn(
                'flex-1 rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
                focusRing,
                selected
                  ? 'bg-white text-indigo-700 shadow-sm'
                  : 'text-slate-600 hover:bg-white/60 hover:text-slate-900',
              )}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} className="pt-6">
        {children}
      </div>
    </div>
  );
}
