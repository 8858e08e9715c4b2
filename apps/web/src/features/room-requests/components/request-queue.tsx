import { Inbox } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ROOM_REQUEST_STATUSES, type RoomRequestStatus } from '@hms/shared/enums';
import { roomRequestMessages as m, type RoomRequest } from '@hms/shared/room-requests';
import { FormField } from '@/components/ui/form-field';
import { PagedList, type PagedListMessages } from '@/components/ui/paged-list';
import { Select } from '@/components/ui/select';
import { useRequestQueue } from '../api/room-requests';
import { RejectRequest } from './reject-request';
import { RequestCard } from './request-card';

const messages = {
  loading: 'Loading requests',
  loadFailed: m.loadFailed,
  empty: m.queueEmpty,
  emptyHint: 'Requests students make appear here in the order they came.',
  emptyFiltered: m.queueEmpty,
  emptyFilteredHint: 'Choose another status to see other requests.',
} satisfies PagedListMessages;

/**
 * The office's queue (docs/product-rules.md#room-requests): pending requests in the order they
 * came, each marked when a fitting bed is free now; decided ones newest first.
 */
export function RequestQueue({ renderApprove }: { renderApprove: (r: RoomRequest) => ReactNode }) {
  const [status, setStatus] = useState<RoomRequestStatus>('Pending');
  const [page, setPage] = useState(1);
  const queue = useRequestQueue(status, page);
  return (
    <div className="space-y-4">
      <FormField label="Status" className="max-w-xs">
        {(control) => (
          <Select
            {...control}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as RoomRequestStatus);
              setPage(1);
            }}
            options={ROOM_REQUEST_STATUSES.map((value) => ({ value, label: value }))}
          />
        )}
      </FormField>
      <PagedList
        query={queue}
        context={true}
        renderItem={(request) => (
          <RequestCard
            request={request}
            showStudent
            actions={
              request.status === 'Pending' && (
                <>
                  {renderApprove(request)}
                  <RejectRequest request={request} />
                </>
              )
            }
          />
        )}
        messages={messages}
        icon={Inbox}
        noun={{ one: 'request', other: 'requests' }}
        hasFilters={status !== 'Pending'}
        onPageChange={setPage}
        onClearFilters={() => setStatus('Pending')}
      />
    </div>
  );
}
