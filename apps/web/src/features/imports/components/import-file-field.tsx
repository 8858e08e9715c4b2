import { IMPORT_MAX_BYTES } from '@hms/shared/imports';
import { FormField } from '@/components/ui/form-field';
import { inputStyles } from '@/components/ui/input';
import { cn } from '@/lib/class-names';

const maxMegabytes = IMPORT_MAX_BYTES / 1024 / 1024;

type ImportFileFieldProps = {
  error: string | undefined;
  disabled: boolean;
  /** The chosen file, or undefined when none is, and whether it is too large to send. */
  onChoose: (file: File | undefined, tooLarge: boolean) => void;
};

/** The CSV to import. Its size is told at once, so a file over the limit is never read or sent. */
export function ImportFileField({ error, disabled, onChoose }: ImportFileFieldProps) {
  return (
    <FormField
      label="CSV file"
      hint={`A spreadsheet saved as CSV, at most ${maxMegabytes} MB.`}
      error={error}
    >
      {(control) => (
        <input
          {...control}
          type="file"
          accept=".csv,text/csv"
          disabled={disabled}
          onChange={(event) => {
            const file = event.target.files?.[0];
            onChoose(file, file !== undefined && file.size > IMPORT_MAX_BYTES);
          }}
          className={cn(
            inputStyles,
            'py-2 file:mr-3 file:rounded-md file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-indigo-700 hover:file:bg-indigo-100',
          )}
        />
      )}
    </FormField>
  );
}
