import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  guardianLinkMessages as g,
  type GuardianDecision,
  type GuardianLeave,
} from '@hms/shared/leave';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-date';
import { useAnswerGuardianLeave, useGuardianLeave } from '../api/guardian-link';
import { leaveDays, typedText } from './leave-card';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-600">{term}</dt>
      <dd className={`text-base text-slate-900 ${typedText}`}>{children}</dd>
    </div>
  );
}

/** Where the leave stands, in words, once it waits for no answer of this link. */
function Outcome({ leave }: { leave: GuardianLeave }) {
  if (leave.state === 'answered' && leave.decision) {
    return (
      <Notice title={`You ${leave.decision.toLowerCase()} this leave.`}>
        An answer cannot be changed. The hostel office has been told.
      </Notice>
    );
  }
  if (leave.state === 'expired') return <Notice tone="warning">{g.expired}</Notice>;
  return <Notice>This leave no longer waits for your answer.</Notice>;
}

const refusal = (error: unknown) => (error instanceof ApiError ? error.message : g.answerFailed);

/**
 * A guardian's page, opened from the e-mailed link without signing in
 * (docs/product-rules.md#leave): whose leave, which days, where to, and two big buttons that
 * answer once; then what was answered.
 */
export function GuardianAnswer({ token }: { token: string }) {
  const leave = useGuardianLeave(token);
  const answer = useAnswerGuardianLeave(token);

  if (leave.isPending) return <Spinner label="Loading the leave" className="py-10" />;
  if (leave.isError) {
    return (
      <div role="alert">
        <Notice tone="warning">{refusal(leave.error)}</Notice>
      </div>
    );
  }
  const shown = leave.data;
  const send = (decision: GuardianDecision) => answer.mutate(decision);
  return (
    <div className="space-y-6">
      <dl className="grid gap-3">
        <Detail term="Student">{shown.student}</Detail>
        {shown.hostel && <Detail term="Hostel">{shown.hostel}</Detail>}
        <Detail term="Days">{leaveDays(shown)}</Detail>
        <Detail term="Going to">{shown.destination}</Detail>
      </dl>
      {answer.isSuccess && (
        <div role="status">
          <Notice title={answer.data.message}>An answer cannot be changed.</Notice>
        </div>
      )}
      {answer.isError && (
        <div role="alert">
          <Notice tone="warning">{refusal(answer.error)}</Notice>
        </div>
      )}
      {shown.state === 'waiting' ? (
        <div className="space-y-4">
          <p className="text-sm text-slate-700">
            The hostel asks you to approve or decline this leave before the warden decides. You can
            answer once, until{' '}
            <time dateTime={shown.expiresAt}>{formatDateTime(shown.expiresAt)}</time>.
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button
              className="w-full py-4 text-base"
              disabled={answer.isPending}
              onClick={() => send('Approved')}
            >
              <Check aria-hidden="true" className="size-5" />
              Approve
            </Button>
            <Button
              variant="danger"
              className="w-full py-4 text-base"
              disabled={answer.isPending}
              onClick={() => send('Declined')}
            >
              <X aria-hidden="true" className="size-5" />
              Decline
            </Button>
          </div>
        </div>
      ) : (
        !answer.isSuccess && <Outcome leave={shown} />
      )}
    </div>
  );
}
