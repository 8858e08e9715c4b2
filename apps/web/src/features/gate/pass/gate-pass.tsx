import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { gateMessages as m, PASS_WINDOW_SECONDS, type GatePass } from '@hms/shared/gate';
import { Card } from '@/components/ui/card';
import { Notice } from '@/components/ui/notice';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useGatePass } from './gate-pass-api';
import { QrCode } from './qr-code';

/** A whole second's tick, for the countdown. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

const wrap = '[overflow-wrap:anywhere]';

function PassCard({ pass }: { pass: GatePass }) {
  const now = useNow();
  const expiresAt = new Date(pass.expiresAt).getTime();
  const secondsLeft = Math.max(0, Math.ceil((expiresAt - now) / 1000));
  // The gate still reads a code for one window after its own; past that it is refused.
  const outOfDate = now > expiresAt + PASS_WINDOW_SECONDS * 1000;
  return (
    <Card className="mx-auto max-w-md space-y-5 p-5 sm:p-6">
      <QrCode
        text={pass.code}
        label={`Gate pass code of ${pass.name}, for the guard to scan`}
        className="mx-auto w-full max-w-80 rounded-lg border border-slate-200"
      />
      {outOfDate ? (
        <div role="alert">
          <Notice tone="warning" title="This code has run out">
            It renews when the phone is back online. Check the connection.
          </Notice>
        </div>
      ) : (
        <p className="flex items-center justify-center gap-2 text-base text-slate-700">
          <RefreshCw aria-hidden="true" className="size-5 shrink-0 text-indigo-600" />
          <span>
            Renews automatically
            {secondsLeft > 0 && (
              <span className="tabular-nums"> · new code in {secondsLeft} s</span>
            )}
          </span>
        </p>
      )}
      <div className="space-y-4 text-center">
        <p className={`text-3xl font-bold text-slate-900 ${wrap}`}>{pass.name}</p>
        <dl className="grid grid-cols-2 gap-4 text-left">
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <dt className="text-sm text-slate-600">Roll number</dt>
            <dd className={`text-2xl font-semibold text-slate-900 ${wrap}`}>{pass.rollNumber}</dd>
          </div>
          <div className="col-span-2 min-w-0 sm:col-span-1">
            <dt className="text-sm text-slate-600">Room</dt>
            <dd className={`text-2xl font-semibold text-slate-900 ${wrap}`}>{pass.roomNumber}</dd>
          </div>
          <div className="col-span-2 min-w-0">
            <dt className="text-sm text-slate-600">Hostel</dt>
            <dd className={`text-2xl font-semibold text-slate-900 ${wrap}`}>{pass.hostelName}</dd>
          </div>
        </dl>
      </div>
      <p className="text-center text-sm text-slate-600">
        Show this screen to the guard at the gate. A screenshot does not work.
      </p>
    </Card>
  );
}

/**
 * The student's gate pass (docs/product-rules.md#gate-movements): a QR code the guard scans,
 * signed and renewed every half minute, with the student's name, roll number, room and hostel
 * in large print, readable at arm's length.
 */
export function GatePassView() {
  const pass = useGatePass();
  if (pass.data) return <PassCard pass={pass.data} />;
  if (pass.isPending) return <Spinner label="Loading your gate pass" className="py-16" />;
  const { error } = pass;
  // A refusal is the server's sentence, such as a student without a room: no retry changes it.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return (
      <div className="mx-auto max-w-md">
        <Notice tone="warning">{error.message || m.noRoom}</Notice>
      </div>
    );
  }
  return <QueryLoadError query={pass} message="Your gate pass could not be loaded" />;
}
