import { CircleCheck, CircleX, Clock, RotateCw, type LucideIcon } from 'lucide-react';
import {
  emailStatusLabels,
  type EmailOutboxItem,
  type EmailStatus,
} from '@hms/shared/email-outbox';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardActions } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format-date';
import { useRetryEmail } from '../api/email-outbox';

const statusLook: Record<EmailStatus, { tone: BadgeTone; icon: LucideIcon }> = {
  pending: { tone: 'yellow', icon: Clock },
  sent: { tone: 'green', icon: CircleCheck },
  failed: { tone: 'red', icon: CircleX },
};

function When({ label, iso }: { label: string; iso: string }) {
  return (
    <div>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">
        <time dateTime={iso}>{formatDateTime(iso)}</time>
      </dd>
    </div>
  );
}

/** One message of the outbox: to whom, what, how its attempts went, and Send Again if failed. */
export function EmailCard({ email }: { email: EmailOutboxItem }) {
  const retry = useRetryEmail();
  const look = statusLook[email.status];
  return (
    <Card as="article" className="flex h-full flex-col p-4">
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 font-semibold [overflow-wrap:anywhere] text-slate-900">
          {email.subject}
        </h3>
        <Badge tone={look.tone} icon={look.icon}>
          {emailStatusLabels[email.status]}
        </Badge>
      </div>
      <p className="mt-1 text-sm [overflow-wrap:anywhere] text-slate-700">To {email.to}</p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <When label="Queued" iso={email.createdAt} />
        <div>
          <dt className="text-slate-600">Attempts</dt>
          <dd className="font-medium text-slate-900">{email.attempts}</dd>
        </div>
        {email.sentAt && <When label="Sent" iso={email.sentAt} />}
        {email.nextAttemptAt && <When label="Next attempt" iso={email.nextAttemptAt} />}
      </dl>
      {email.lastError && (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-600">Last error</p>
          <p className="font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">
            {email.lastError}
          </p>
        </div>
      )}
      {email.status === 'failed' && (
        <CardActions>
          <Button
            variant="secondary"
            size="sm"
            disabled={retry.isPending}
            aria-label={`Send the e-mail to ${email.to} again`}
            onClick={() => retry.mutate(email._id)}
          >
            <RotateCw aria-hidden="true" className="size-4" />
            Send Again
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
