import { ArrowLeft } from 'lucide-react';
import {
  rollCallMessages as m,
  rollCallPlace,
  type RollCall,
  type RollCallEntry,
} from '@hms/shared/roll-call';
import { Badge } from '@/components/ui/badge';
import { Notice } from '@/components/ui/notice';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { formatDateTime, formatDay } from '@/lib/format-date';
import { useMarkResident, useRollCall } from '../api/roll-call-api';
import { CloseRollCall } from './close-roll-call';
import { MarkToggle } from './mark-toggle';
import { RollCallCountCards } from './roll-call-counts';

type RollCallSheetProps = {
  id: string;
  /** The Roll-call page of the reader's area, to go back to. */
  backTo: string;
};

/**
 * One roll-call: its counts, then its list room by room, each resident with Present and Absent
 * while it is open; Close at the foot. Once closed, a summary and each resident's mark in words.
 */
export function RollCallSheet({ id, backTo }: RollCallSheetProps) {
  const query = useRollCall(id);
  const mark = useMarkResident(id);
  if (query.isPending) return <Spinner label="Loading the roll-call" className="py-12" />;
  if (query.isError) return <QueryLoadError query={query} message={m.loadFailed} />;
  const rollCall = query.data;
  const open = rollCall.closedAt === null;
  const place = rollCallPlace(rollCall);

  return (
    <div className="space-y-5">
      <TextLink to={backTo} className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft aria-hidden="true" className="size-4" />
        All roll-calls
      </TextLink>
      <div className="space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-lg font-semibold text-slate-900">
          <span className="min-w-0 [overflow-wrap:anywhere]">{place}</span>
          <Badge tone={open ? 'blue' : 'slate'}>{open ? 'Open' : 'Closed'}</Badge>
        </p>
        <p className="text-sm text-slate-600">
          Night of {formatDay(rollCall.night)}; started by{' '}
          <span className="[overflow-wrap:anywhere]">{rollCall.startedBy}</span> at{' '}
          {formatDateTime(rollCall.startedAt)}
        </p>
      </div>
      <RollCallCountCards counts={rollCall.counts} label={`${place}: counts`} />
      {!open && <ClosedSummary rollCall={rollCall} />}
      {rollCall.rooms.map((room) => (
        <section
          key={room.roomNumber}
          aria-label={`Room ${room.roomNumber}`}
          className="rounded-lg border border-slate-200 bg-white"
        >
          <h2 className="border-b border-slate-200 px-4 py-2 text-sm font-semibold text-slate-700 [overflow-wrap:anywhere]">
            Room {room.roomNumber}
          </h2>
          <ul className="divide-y divide-slate-100">
            {room.residents.map((entry, index) => (
              <li
                key={entry.studentId ?? `${room.roomNumber}-${index}`}
                className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <Resident entry={entry} />
                {open && entry.studentId !== null ? (
                  <MarkToggle
                    name={entry.name}
                    mark={entry.mark}
                    onMark={(value) =>
                      mark.mutate({ studentId: entry.studentId ?? '', mark: value })
                    }
                  />
                ) : (
                  <MarkWord mark={entry.mark} />
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      {open && (
        <div className="space-y-2 border-t border-slate-200 pt-4">
          {rollCall.counts.unmarked > 0 && (
            <p className="text-sm text-slate-700">
              Closing counts the {rollCall.counts.unmarked} unmarked as absent.
            </p>
          )}
          <CloseRollCall rollCall={rollCall} />
        </div>
      )}
    </div>
  );
}

function Resident({ entry }: { entry: RollCallEntry }) {
  return (
    <div className="min-w-0">
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{entry.name}</p>
      <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
        {entry.rollNumber}
        {entry.markedBy && (
          <>
            {' · '}marked by {entry.markedBy}
          </>
        )}
      </p>
    </div>
  );
}

/** A closed list's mark, in words; on a phone it sits under the name, not stretched across. */
function MarkWord({ mark }: { mark: RollCallEntry['mark'] }) {
  const place = 'self-start sm:self-auto';
  if (mark === 'present') {
    return (
      <Badge tone="green" className={place}>
        Present
      </Badge>
    );
  }
  if (mark === 'absent') {
    return (
      <Badge tone="red" className={place}>
        Absent
      </Badge>
    );
  }
  return <Badge className={place}>Unmarked</Badge>;
}

/** After the close: who closed it, the counts in a sentence, and who was absent. */
function ClosedSummary({ rollCall }: { rollCall: RollCall }) {
  const absent = rollCall.rooms.flatMap((room) =>
    room.residents
      .filter((entry) => entry.mark === 'absent')
      .map((entry) => ({ ...entry, roomNumber: room.roomNumber })),
  );
  return (
    <Notice title="Roll-call closed">
      <p className="[overflow-wrap:anywhere]">
        Closed by {rollCall.closedBy} at {formatDateTime(rollCall.closedAt ?? '')}:{' '}
        {rollCall.counts.present} present, {rollCall.counts.absent} absent.
      </p>
      {absent.length > 0 && (
        <ul aria-label="Absent" className="mt-2 list-disc space-y-0.5 pl-5">
          {absent.map((entry, index) => (
            <li key={entry.studentId ?? index} className="[overflow-wrap:anywhere]">
              {entry.name} ({entry.rollNumber}), room {entry.roomNumber}
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
