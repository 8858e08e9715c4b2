import { FileUp, LoaderCircle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { passwordField } from '@hms/shared/fields';
import { importMessages, type ImportKind, type ImportReport as Report } from '@hms/shared/imports';
import { Button } from '@/components/ui/button';
import { SectionCard } from '@/components/ui/section-card';
import type { ImportRequest } from '../api/run-import';
import { useImportRun } from '../hooks/use-import-run';
import { ImportActions } from './import-actions';
import { ImportFailure, problemsOf, type ImportProblems } from './import-failure';
import { countsInWords } from './import-fates';
import { ImportFileField } from './import-file-field';
import { ImportProgress } from './import-progress';
import { ImportReport } from './import-report';
import { ImportSettings } from './import-settings';
import { ImportTemplate } from './import-template';

const unreadable = 'This file could not be read. Choose it again.';

/** A check or save of one file with one set of choices: the text sent, and what the server found. */
type FileRun = { key: string; text: string; report: Report };

type ImportPanelProps = {
  hostels: readonly { _id: string; name: string }[] | undefined;
  /** Where the saved rows are listed: the Students page, and the Rooms page of a hostel. */
  listPath: (kind: ImportKind, hostel: string) => string;
};

/**
 * The Import page's work (docs/product-rules.md#imports): choose what to import and a file, check
 * it (nothing is saved), read every row's fate, then save it, all or nothing. The save sends the
 * very text that was checked; choosing another file, kind or hostel asks for a new check.
 */
export function ImportPanel({ hostels, listPath }: ImportPanelProps) {
  const [kind, setKind] = useState<ImportKind>('students');
  const [hostel, setHostel] = useState('');
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<{ file: File; serial: number; tooLarge: boolean }>();
  const [problems, setProblems] = useState<ImportProblems>({});
  const [checked, setChecked] = useState<FileRun>();
  const [saved, setSaved] = useState<FileRun>();
  const { run, running, saving, progress } = useImportRun();

  // What a check is valid for; the file's serial changes with every choice of a file.
  const key = `${kind}|${file?.serial ?? ''}|${kind === 'rooms' ? hostel : ''}`;
  const check = checked?.key === key ? checked : undefined;
  const done = saved?.key === key ? saved : undefined;
  const shown = done ?? check;

  /** The choices' own problems, found before anything is sent. */
  function problemsBeforeSending(): ImportProblems {
    const found: ImportProblems = {};
    if (!file) found.file = importMessages.fileRequired;
    else if (file.tooLarge) found.file = importMessages.fileTooLarge;
    if (kind === 'rooms' && !hostel) found.hostel = importMessages.hostelRequired;
    if (kind === 'students') {
      const result = passwordField.safeParse(password);
      if (!result.success) found.initialPassword = result.error.issues[0]?.message;
    }
    return found;
  }

  function request(text: string, commit: boolean): ImportRequest {
    return kind === 'rooms'
      ? { kind, body: { file: text, commit, hostel } }
      : { kind, body: { file: text, commit, initialPassword: password } };
  }

  async function runCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = problemsBeforeSending();
    if (Object.keys(found).length > 0 || !file) return setProblems(found);
    let text: string;
    try {
      text = await file.file.text();
    } catch {
      return setProblems({ file: unreadable });
    }
    if (text.trim() === '') return setProblems({ file: importMessages.fileRequired });
    setProblems({});
    setChecked(undefined);
    setSaved(undefined);
    try {
      setChecked({ key, text, report: await run(request(text, false)) });
    } catch (error) {
      setProblems(problemsOf(error, 'The file could not be checked.'));
    }
  }

  async function runSave() {
    if (!check) return;
    const found = problemsBeforeSending();
    if (Object.keys(found).length > 0) return setProblems(found);
    setProblems({});
    try {
      const report = await run(request(check.text, true));
      if (report.committed) return setSaved({ ...check, report });
      // Refused at the save (the records changed since the check): its rows say why.
      setChecked({ ...check, report });
      setProblems({ form: importMessages.refused(report.counts.refused) });
    } catch (error) {
      // Whatever stopped the save, nothing was saved; a new check shows what the file would do now.
      setChecked(undefined);
      setProblems(problemsOf(error, 'The file could not be imported.'));
    }
  }

  return (
    <div className="space-y-6">
      <SectionCard title="File to import" icon={FileUp}>
        <form noValidate onSubmit={(event) => void runCheck(event)} className="space-y-5">
          <ImportSettings
            kind={kind}
            onKindChange={(chosen) => {
              setKind(chosen);
              setProblems({});
            }}
            hostels={hostels}
            hostel={hostel}
            onHostelChange={setHostel}
            password={password}
            onPasswordChange={setPassword}
            errors={problems}
            disabled={running}
          />
          <ImportTemplate kind={kind} />
          <ImportFileField
            error={problems.file}
            disabled={running}
            onChoose={(chosen, tooLarge) => {
              const serial = (file?.serial ?? 0) + 1;
              setFile(chosen && { file: chosen, serial, tooLarge });
              setProblems(tooLarge ? { file: importMessages.fileTooLarge } : {});
            }}
          />
          <div aria-live="polite">
            {running && !saving && <ImportProgress progress={progress} saving={false} />}
            {!running && check && !done && (
              <p className="sr-only">Checked: {countsInWords(check.report)}.</p>
            )}
          </div>
          {!shown && <ImportFailure message={problems.form} />}
          <Button type="submit" disabled={running}>
            {running && !saving && (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            )}
            {running && !saving ? 'Checking…' : 'Check file'}
          </Button>
        </form>
      </SectionCard>

      {shown && (
        <ImportReport
          key={`${shown.key}|${shown.report.committed}`}
          report={shown.report}
          keyLabel={kind === 'rooms' ? 'Room number' : 'Student ID'}
        >
          <ImportFailure message={problems.form} />
          <ImportActions
            report={shown.report}
            saving={saving}
            progress={progress}
            disabled={running}
            onImport={() => void runSave()}
            listPath={listPath(kind, hostel)}
            kind={kind}
          />
        </ImportReport>
      )}
    </div>
  );
}
