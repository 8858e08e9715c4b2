import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const tones = {
  slate: 'bg-slate-100 text-slate-700 ring-slate-600/20',
  indigo: 'bg-indigo-50 text-indigo-700 ring-indigo-600/20',
  blue: 'bg-sky-50 text-sky-800 ring-sky-600/20',
  pink: 'bg-pink-50 text-pink-800 ring-pink-600/20',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20',
  yellow: 'bg-amber-50 text-amber-800 ring-amber-600/30',
  red: 'bg-red-50 text-red-800 ring-red-600/20',
} as const;

export type BadgeTone = keyof typeof tones;

type BadgeProps = { tone?: BadgeTone; icon?: LucideIcon; className?: string; children: ReactNode };

/** A short status word. The word carries the meaning; the colour only repeats it. */
export function Badge({ tone = 'slate', icon: Icon, className, children }: BadgeProps) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {Icon && <Icon aria-hidden="true" className="size-3.5" />}
      {children}
    </span>
  );
}
