import { Send } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { gateScanSchema } from '@hms/shared/gate';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** Stands in for the key and time a scan gets when made, to check the rest with the schema. */
const CHECK_ONLY = {
  clientKey: '00000000-0000-4000-8000-000000000000',
  scannedAt: new Date(0).toISOString(),
};

type RollNumberFormProps = {
  /** Checked with the scan's schema, as the server checks it; the key and time come later. */
  base: { direction: 'out' | 'in'; gate: string };
  onRecord: (rollNumber: string) => void;
};

/** For a student without their phone: the roll number typed, checked by the shared schema. */
export function RollNumberForm({ base, onRecord }: RollNumberFormProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = gateScanSchema.safeParse({ ...base, ...CHECK_ONLY, rollNumber: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      input.current?.focus();
      return;
    }
    setError(undefined);
    onRecord(parsed.data.rollNumber ?? value.trim());
    setValue('');
    input.current?.focus();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField label="Roll number" error={error} hint="When the student has no phone with them.">
        {(control) => (
          <Input
            {...control}
            ref={input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="send"
            className="min-h-14 text-xl"
          />
        )}
      </FormField>
      <Button type="submit" className="min-h-14 w-full text-lg">
        <Send aria-hidden="true" className="size-6" />
        Record
      </Button>
    </form>
  );
}
