import { ClipboardCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { rollCallMessages as m, rollCallStartSchema, type RollCall } from '@hms/shared/roll-call';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useStartRollCall } from '../api/roll-call-api';

type RollCallStartProps = {
  hostel: string;
  /** Opens the roll-call started, or tonight's that was open already. */
  onStarted: (rollCall: RollCall) => void;
};

/**
 * Start (or continue) tonight's roll-call of the chosen hostel, or of one floor of it. The floor
 * is checked by the shared rule before anything is sent.
 */
export function RollCallStart({ hostel, onStarted }: RollCallStartProps) {
  const [floor, setFloor] = useState('');
  const [error, setError] = useState<string | undefined>();
  const start = useStartRollCall();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = rollCallStartSchema.safeParse({ hostel, floor: floor.trim() || undefined });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? m.floorInvalid);
      return;
    }
    setError(undefined);
    // The sheet it opens says who started it and when: a new one, or tonight's already open.
    start.mutate(parsed.data, { onSuccess: onStarted });
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
      <FormField
        label="Floor (optional)"
        hint="Leave empty for the whole hostel"
        error={error}
        className="w-full sm:w-48"
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={floor}
            onChange={(event) => setFloor(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="submit"
        className="min-h-12 w-full sm:mb-5 sm:w-auto"
        aria-disabled={start.isPending || undefined}
      >
        <ClipboardCheck aria-hidden="true" className="size-5" />
        {start.isPending ? 'Starting...' : 'Start tonight’s roll-call'}
      </Button>
    </form>
  );
}
