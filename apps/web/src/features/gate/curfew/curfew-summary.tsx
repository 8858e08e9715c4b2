import { Moon } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { hoursAndMinutes, useCurfews } from './curfew-api';

type CurfewSummaryProps = {
  hostel: string;
  /** The Settings page, for an administrator, who may change the curfew; a warden only reads it. */
  settingsPath?: string | undefined;
};

/**
 * The chosen hostel's curfew and leave rule, read-only, on the Gate page. Nothing while it loads or
 * if it cannot: the muster list beside it matters more.
 */
export function CurfewSummary({ hostel, settingsPath }: CurfewSummaryProps) {
  const curfews = useCurfews();
  const curfew = curfews.data?.find((one) => one.hostelId === hostel);
  if (!curfew) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-700 print:hidden">
      <Moon aria-hidden="true" className="size-4 shrink-0 text-indigo-600" />
      <span>
        Curfew <strong className="font-semibold">{hoursAndMinutes(curfew.curfew)}</strong>.
      </span>
      <span>
        {curfew.guardianApprovesLeave
          ? 'A guardian approves leave before the warden decides.'
          : 'The warden decides leave without a guardian’s approval.'}
      </span>
      {settingsPath && (
        <TextLink to={settingsPath} className="text-sm">
          Change in Settings
        </TextLink>
      )}
    </p>
  );
}
