import { Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/class-names';

const tones = {
  info: { box: 'border-indigo-200 bg-indigo-50 text-indigo-900', icon: Info },
  warning: { box: 'border-amber-300 bg-amber-50 text-amber-900', icon: TriangleAlert },
} as const;

type NoticeProps = { tone?: keyof typeof tones; title?: string; children: ReactNode };

/** A boxed message with an icon and words, so its meaning never rests on colour alone. */
export function Notice({ tone = 'info', title, children }: NoticeProps) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div className={cn('flex gap-3 rounded-lg border p-3 text-sm', box)}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-0.5">
        {title && <p className="font-semibold">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
