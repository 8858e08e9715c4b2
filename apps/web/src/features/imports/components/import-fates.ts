import { CirclePlus, CircleX, Equal, Pencil, type LucideIcon } from 'lucide-react';
import type { ImportFate, ImportReport } from '@hms/shared/imports';
import type { BadgeTone } from '@/components/ui/badge';

type FateLook = { tone: BadgeTone; icon: LucideIcon };

/** Each fate's colour and icon; the words (below) carry the meaning, these only repeat it. */
export const fateLooks: Record<ImportFate, FateLook> = {
  refused: { tone: 'red', icon: CircleX },
  create: { tone: 'green', icon: CirclePlus },
  update: { tone: 'blue', icon: Pencil },
  unchanged: { tone: 'slate', icon: Equal },
};

/** What becomes of a row, said before the save ("Would be created") and after it ("Created"). */
export function fateLabel(fate: ImportFate, committed: boolean): string {
  switch (fate) {
    case 'create':
      return committed ? 'Created' : 'Would be created';
    case 'update':
      return committed ? 'Updated' : 'Would be updated';
    case 'unchanged':
      return 'Unchanged';
    case 'refused':
      return 'Refused';
  }
}

export const FATE_ORDER: readonly ImportFate[] = ['create', 'update', 'unchanged', 'refused'];
const countFormat = new Intl.NumberFormat('en-IN');

/** "5 would be created, 0 would be updated, 0 unchanged, 3 refused": a report's counts in words. */
export function countsInWords(report: ImportReport): string {
  return FATE_ORDER.map(
    (fate) =>
      `${countFormat.format(report.counts[fate])} ${fateLabel(fate, report.committed).toLowerCase()}`,
  ).join(', ');
}
