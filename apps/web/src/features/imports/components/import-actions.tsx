import { CircleCheck, Upload } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { ImportKind, ImportReport } from '@hms/shared/imports';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import type { ImportProgress as Progress } from '../api/run-import';
import { ImportProgress } from './import-progress';

const countFormat = new Intl.NumberFormat('en-IN');
const listNames = { students: 'Students', rooms: 'Rooms' } as const;

function Saved({
  report,
  kind,
  listPath,
}: {
  report: ImportReport;
  kind: ImportKind;
  listPath: string;
}) {
  const { create, update, unchanged } = report.counts;
  // The Import button that was pressed is gone: focus goes on to what it did.
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role="status"
      tabIndex={-1}
      className="outline-none flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900"
    >
      <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="space-y-1">
        <p className="font-semibold">
          Imported: {countFormat.format(create)} created, {countFormat.format(update)} updated,{' '}
          {countFormat.format(unchanged)} unchanged.
        </p>
        <p>
          <TextLink to={listPath}>See them on the {listNames[kind]} page</TextLink>
        </p>
      </div>
    </div>
  );
}

/** Why Import cannot be pressed yet, or undefined when it can. */
function holdBack(report: ImportReport): string | undefined {
  if (report.counts.refused > 0) {
    return 'Fix the refused rows in the file, choose it again and check it: a file is imported only when no row is refused.';
  }
  if (report.counts.create + report.counts.update === 0) {
    return 'Nothing to import: every row is already as the file has it.';
  }
  return undefined;
}

type ImportActionsProps = {
  report: ImportReport;
  kind: ImportKind;
  saving: boolean;
  progress: Progress | undefined;
  /** Another check or save is running. */
  disabled: boolean;
  onImport: () => void;
  /** Where what was saved is listed. */
  listPath: string;
};

/** After a check: Import, or why not yet; after a save: what was saved and where to see it. */
export function ImportActions(props: ImportActionsProps) {
  const { report, saving } = props;
  const hintId = useId();
  if (report.committed)
    return <Saved report={report} kind={props.kind} listPath={props.listPath} />;
  const reason = holdBack(report);
  const changes = report.counts.create + report.counts.update;
  return (
    <div className="space-y-3">
      {reason && (
        <p id={hintId} className="text-sm text-slate-700">
          {reason}
        </p>
      )}
      <div aria-live="polite">{saving && <ImportProgress progress={props.progress} saving />}</div>
      <Button
        onClick={props.onImport}
        disabled={reason !== undefined || props.disabled}
        aria-describedby={reason ? hintId : undefined}
      >
        <Upload aria-hidden="true" className="size-4" />
        {saving
          ? 'Saving…'
          : `Import ${countFormat.format(changes)} ${changes === 1 ? 'row' : 'rows'}`}
      </Button>
    </div>
  );
}
