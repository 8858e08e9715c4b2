import {
  CircleCheck,
  CircleX,
  CloudOff,
  CloudUpload,
  LoaderCircle,
  TriangleAlert,
  type LucideIcon,
} from 'lucide-react';
import { gateMessages as m } from '@hms/shared/gate';
import { cn } from '@/lib/class-names';
import { formatDateTime } from '@/lib/format-date';
import type { QueuedScan } from './scan-queue';
import type { CurrentScan, ScanReport } from './use-gate-scans';

const wrap = '[overflow-wrap:anywhere]';
const directionWords = { out: 'Going out', in: 'Coming in' } as const;
const ATTENTION = 'Needs the warden’s attention';

/** Who a scan was of before the server has said: the roll number typed, or a pass. */
const who = (scan: QueuedScan) =>
  scan.rollNumber ? `Roll number ${scan.rollNumber}` : 'A student’s pass';

/** How a settled scan is shown: its tone, icon and the words that say it without colour. */
function verdict(report: ScanReport): { tone: string; icon: LucideIcon; words: string } {
  const { outcome } = report;
  if (outcome.kind === 'refused') {
    return { tone: 'border-red-300 bg-red-50 text-red-900', icon: CircleX, words: 'Not recorded' };
  }
  const { movement, alreadyRecorded } = outcome.result;
  if (movement.attention) {
    return {
      tone: 'border-amber-400 bg-amber-50 text-amber-950',
      icon: TriangleAlert,
      words: ATTENTION,
    };
  }
  return {
    tone: 'border-emerald-300 bg-emerald-50 text-emerald-950',
    icon: CircleCheck,
    words: alreadyRecorded ? 'Already recorded' : m.recorded,
  };
}

function Settled({ report }: { report: ScanReport }) {
  const { tone, icon: Icon, words } = verdict(report);
  const { outcome, scan } = report;
  return (
    <div className={cn('space-y-3 rounded-2xl border-2 p-4 sm:p-5', tone)}>
      <p className="flex items-center gap-2 text-lg font-bold">
        <Icon aria-hidden="true" className="size-7 shrink-0" />
        {words}
      </p>
      {outcome.kind === 'refused' ? (
        <>
          <p className={`text-xl font-semibold ${wrap}`}>{outcome.message}</p>
          <p className={`text-base ${wrap}`}>{who(scan)}</p>
        </>
      ) : (
        <>
          <p className={`text-3xl leading-tight font-bold text-slate-950 ${wrap}`}>
            {outcome.result.movement.studentName}
          </p>
          <p className={`text-xl font-semibold text-slate-900 ${wrap}`}>
            {outcome.result.roomNumber ? `Room ${outcome.result.roomNumber}` : 'No room'}
            <span className="font-normal"> · {outcome.result.movement.rollNumber}</span>
          </p>
          <p className={`text-2xl font-semibold ${wrap}`}>
            {directionWords[outcome.result.movement.direction]}: {outcome.result.movement.meaning}
          </p>
          {outcome.result.alreadyRecorded && outcome.result.movement.attention && (
            <p className="text-base">Already recorded.</p>
          )}
        </>
      )}
    </div>
  );
}

/**
 * The latest scan, in large print to read at arm's length: the student's name, room and what the
 * movement means, or why it was refused, or that it waits on the phone. A polite live region, so
 * a screen reader announces each answer; attention is said in words and an icon, not colour.
 */
export function ScanResult({ current }: { current: CurrentScan | undefined }) {
  return (
    <section aria-label="Scan result" aria-live="polite" aria-atomic="true" className="min-h-8">
      {current?.kind === 'settled' && <Settled report={current} />}
      {current?.kind === 'sending' && (
        <p className="flex items-center gap-2 rounded-2xl border-2 border-slate-200 bg-white p-4 text-xl font-semibold text-slate-800">
          <LoaderCircle
            aria-hidden="true"
            className="size-7 shrink-0 animate-spin text-indigo-600"
          />
          Checking…
        </p>
      )}
      {current?.kind === 'waiting' && (
        <div className="space-y-2 rounded-2xl border-2 border-slate-300 bg-slate-50 p-4 text-slate-900">
          <p className="flex items-center gap-2 text-lg font-bold">
            <CloudOff aria-hidden="true" className="size-7 shrink-0" />
            Waiting to be sent
          </p>
          <p className={`text-xl font-semibold ${wrap}`}>
            {who(current.scan)} · {directionWords[current.scan.direction]}
          </p>
        </div>
      )}
    </section>
  );
}

/** The queue on the phone: how many scans wait for the connection, or that they have gone. */
export function QueueStatus({ waiting, sentLate }: { waiting: number; sentLate: number }) {
  return (
    <div role="status">
      {waiting > 0 ? (
        <p className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-base text-amber-950">
          <CloudOff aria-hidden="true" className="mt-0.5 size-6 shrink-0" />
          <span>
            <span className="block font-semibold">{m.queued}</span>
            <span className="block">
              {waiting === 1 ? '1 scan waiting' : `${waiting} scans waiting`}
            </span>
          </span>
        </p>
      ) : sentLate > 0 ? (
        <p className="flex items-center gap-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-base text-emerald-950">
          <CloudUpload aria-hidden="true" className="size-6 shrink-0" />
          {sentLate === 1
            ? 'The saved scan has been sent.'
            : `All ${sentLate} saved scans have been sent.`}
        </p>
      ) : null}
    </div>
  );
}

/** The last few scans answered at this gate, newest first, so none sent late goes unseen. */
export function RecentScans({ recent }: { recent: ScanReport[] }) {
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-scans-heading" className="space-y-3">
      <h2 id="recent-scans-heading" className="text-lg font-semibold text-slate-900">
        Recent scans
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {recent.map((report) => {
          const { tone, icon: Icon, words } = verdict(report);
          const { outcome, scan } = report;
          return (
            <li key={scan.clientKey} className="flex gap-3 p-3">
              <span className={cn('mt-0.5 h-fit rounded-full border p-1', tone)}>
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <div className={`min-w-0 flex-1 text-sm text-slate-700 ${wrap}`}>
                <p className="text-base font-semibold text-slate-900">
                  {outcome.kind === 'recorded' ? outcome.result.movement.studentName : who(scan)}
                </p>
                <p>
                  {directionWords[scan.direction]} · {formatDateTime(scan.scannedAt)}
                </p>
                <p>
                  <span className="font-medium">{words}</span>
                  {': '}
                  {outcome.kind === 'recorded' ? outcome.result.movement.meaning : outcome.message}
                </p>
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
