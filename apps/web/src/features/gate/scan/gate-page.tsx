import { Camera, DoorOpen, LogIn, LogOut } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { gateScanSchema } from '@hms/shared/gate';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/class-names';
import { GateResidents } from '../residents/gate-residents';
import { CameraScanner } from './camera-scanner';
import { useGateName } from './gate-name';
import { RollNumberForm } from './roll-number-form';
import { QueueStatus, RecentScans, ScanResult } from './scan-result';
import { useGateScans } from './use-gate-scans';

type Direction = 'out' | 'in';

/** Asked once on a phone: which gate it stands at. */
function GateNameForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  onSave: (name: string) => void;
  /** Given when a gate is already chosen: keep it. */
  onCancel?: (() => void) | undefined;
}) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = gateScanSchema.shape.gate.safeParse(value);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    onSave(parsed.data);
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        label="Which gate is this?"
        hint="For example: Main gate. Asked once; this phone remembers it."
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoComplete="off"
            className="min-h-14 text-xl"
          />
        )}
      </FormField>
      <Button type="submit" className="min-h-14 w-full text-lg">
        Save gate
      </Button>
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} className="min-h-12 w-full">
          Cancel
        </Button>
      )}
    </form>
  );
}

const directions = [
  { value: 'out', label: 'Going out', icon: LogOut },
  { value: 'in', label: 'Coming in', icon: LogIn },
] as const;

/** The big two-way switch: a pair of radio buttons the size of a thumb. */
function DirectionSwitch({
  value,
  onChange,
}: {
  value: Direction;
  onChange: (value: Direction) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-slate-700">Direction</legend>
      <div className="grid grid-cols-2 gap-2">
        {directions.map(({ value: choice, label, icon: Icon }) => (
          <label
            key={choice}
            className={cn(
              'flex min-h-16 cursor-pointer items-center justify-center gap-2 rounded-xl border-2 px-2 text-lg font-bold',
              'border-slate-300 bg-white text-slate-800',
              'has-checked:border-indigo-700 has-checked:bg-indigo-700 has-checked:text-white',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-indigo-600',
            )}
          >
            <input
              type="radio"
              name="gate-direction"
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
              className="sr-only"
            />
            <Icon aria-hidden="true" className="size-6 shrink-0" />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The guard's scan screen (docs/product-rules.md#gate-movements), made for one hand on a phone:
 * the gate (asked once), going out or coming in, the camera reading students' passes one after
 * another or a roll number typed, and the answer in large print: who, which room, what the
 * movement means. Scans wait on the phone while the connection is down (use-gate-scans.ts).
 */
export function GatePage() {
  const [gateName, saveGate] = useGateName();
  const [changingGate, setChangingGate] = useState(false);
  const [direction, setDirection] = useState<Direction>('out');
  const [scanning, setScanning] = useState(false);
  const scans = useGateScans();

  if (!gateName || changingGate) {
    return (
      <ContentLayout title="Gate">
        <div className="max-w-md">
          <GateNameForm
            initial={gateName ?? ''}
            onSave={(name) => {
              saveGate(name);
              setChangingGate(false);
            }}
            onCancel={gateName ? () => setChangingGate(false) : undefined}
          />
        </div>
      </ContentLayout>
    );
  }

  return (
    <ContentLayout title="Gate">
      <div className="max-w-md space-y-6">
        <div className="flex items-center justify-between gap-3">
          <p className="flex min-w-0 items-center gap-2 text-lg font-semibold text-slate-900">
            <DoorOpen aria-hidden="true" className="size-6 shrink-0 text-indigo-600" />
            <span className="[overflow-wrap:anywhere]">{gateName}</span>
          </p>
          <Button
            variant="secondary"
            onClick={() => setChangingGate(true)}
            className="min-h-12 shrink-0"
          >
            Change gate
          </Button>
        </div>
        <DirectionSwitch value={direction} onChange={setDirection} />
        {scanning ? (
          <CameraScanner
            onCode={(code) => scans.record({ direction, gate: gateName, code })}
            onClose={() => setScanning(false)}
          />
        ) : (
          <Button onClick={() => setScanning(true)} className="min-h-16 w-full text-xl">
            <Camera aria-hidden="true" className="size-7" />
            Scan pass
          </Button>
        )}
        <QueueStatus waiting={scans.waiting} sentLate={scans.sentLate} />
        <ScanResult current={scans.current} />
        <RollNumberForm
          base={{ direction, gate: gateName }}
          onRecord={(rollNumber) => scans.record({ direction, gate: gateName, rollNumber })}
        />
        <RecentScans recent={scans.recent} />
        <GateResidents />
      </div>
    </ContentLayout>
  );
}
