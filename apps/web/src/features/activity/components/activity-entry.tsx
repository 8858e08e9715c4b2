import type { AuditEntry } from '@hms/shared/audit';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { TextLink } from '@/components/ui/text-link';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format-date';
import { changedFields } from './changed-fields';
import { describeEntry } from './describe-entry';
import { historyPath } from '@/components/ui/history-link';

/** "monthlyRent" as "monthly rent". */
const fieldName = (field: string) => field.replace(/([A-Z])/g, ' $1').toLowerCase();

const ROLE_LABELS: Record<string, string> = { admin: 'Administrator', student: 'Student' };
/** Any role an entry names, including ones added after this page: "warden" as "Warden". */
export const roleLabel = (role: string) =>
  ROLE_LABELS[role] ?? `${role.charAt(0).toUpperCase()}${role.slice(1)}`;

type ActivityEntryProps = {
  entry: AuditEntry;
  /** Shows only this actor's changes; absent while the list already does. */
  onActorFilter?: ((actor: string) => void) | undefined;
  /** False while the list is this record's history already. */
  showHistory?: boolean;
};

/**
 * One change: when, who (name and role), what in plain words, and the fields it changed before
 * and after. Everything an entry holds is text from the database and is shown as text; long
 * unbroken text wraps rather than widening the page.
 */
export function ActivityEntry({ entry, onActorFilter, showHistory = true }: ActivityEntryProps) {
  const changes = changedFields(entry);
  const actorId = entry.actor.id;
  return (
    <Card as="article" className="space-y-2 p-4 [overflow-wrap:anywhere]">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
        <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
        <Badge tone={entry.actor.role === 'admin' ? 'indigo' : 'slate'}>
          {roleLabel(entry.actor.role)}
        </Badge>
      </p>
      <p className="text-slate-900">
        <span className="font-semibold">{entry.actor.name}</span> {describeEntry(entry)}
      </p>
      {changes.length > 0 && (
        <dl className="space-y-1 text-sm">
          {changes.map((change) => (
            <div key={change.field} className="flex flex-wrap gap-x-2">
              <dt className="font-medium text-slate-700">{fieldName(change.field)}:</dt>
              <dd className="min-w-0 text-slate-900">
                {change.before && (
                  <>
                    <span className="text-slate-600">{change.before}</span>
                    <span aria-label="changed to"> → </span>
                  </>
                )}
                {change.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {showHistory && (
          <TextLink to={historyPath(entry.entityType, entry.entityId)}>
            History of this record
          </TextLink>
        )}
        {onActorFilter && actorId && (
          <button
            type="button"
            onClick={() => onActorFilter(actorId)}
            className={cn(
              'rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900',
              focusRing,
            )}
          >
            Changes by {entry.actor.name}
          </button>
        )}
      </p>
    </Card>
  );
}
