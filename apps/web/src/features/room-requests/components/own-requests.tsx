import { Undo2 } from 'lucide-react';
import { roomRequestMessages as m } from '@hms/shared/room-requests';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useOwnRequests, useWithdrawRequest } from '../api/room-requests';
import { AskForRoom } from './ask-for-room';
import { RequestCard } from './request-card';

/**
 * The student's Requests page: a form while nothing waits, and every request with its answer.
 * One request may wait at a time; it can be withdrawn while it does.
 */
export function OwnRequests({ hasRoom }: { hasRoom: boolean }) {
  const requests = useOwnRequests();
  const withdraw = useWithdrawRequest();
  if (requests.isError && !requests.data) {
    return <QueryLoadError query={requests} message={m.loadFailed} />;
  }
  if (!requests.data) return <Spinner label="Loading your requests" className="py-10" />;
  const list = requests.data.data;
  const waiting = list.some((request) => request.status === 'Pending');
  return (
    <div className="space-y-6">
      {!waiting && (
        <SectionCard title={hasRoom ? 'Ask for a room change' : 'Ask for a room'}>
          <AskForRoom hasRoom={hasRoom} />
        </SectionCard>
      )}
      {list.length === 0 ? (
        <p className="text-sm text-slate-600">{m.empty}</p>
      ) : (
        <ul aria-label="Your requests, newest first" className="grid gap-4 md:grid-cols-2">
          {list.map((request) => (
            <li key={request._id}>
              <RequestCard
                request={request}
                showStudent={false}
                actions={
                  request.status === 'Pending' && (
                    <ConfirmActionButton
                      label="Withdraw"
                      icon={Undo2}
                      aria-label="Withdraw this request"
                      title="Withdraw Request"
                      message="Withdraw your request? You can ask again later."
                      confirmLabel="Withdraw"
                      pendingLabel="Withdrawing..."
                      action={withdraw}
                      variables={request._id}
                    />
                  )
                }
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
