import { Check } from 'lucide-react';
import { useState } from 'react';
import type { RoomRequest } from '@hms/shared/room-requests';
import { DialogButton } from '@/components/ui/dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useApproveRequest } from '../api/approve-request';
import { AssignRoomForm } from './assign-room-form';
import type { HostelOption } from './hostel-offer';

type ApproveRequestProps = { request: RoomRequest; hostels: readonly HostelOption[] };

function ApproveForm({ request, hostels, onClose }: ApproveRequestProps & { onClose: () => void }) {
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string>();
  const approve = useApproveRequest();
  const { student } = request;

  return (
    <AssignRoomForm
      student={{ name: student.name, gender: student.gender, hostel: null, room: null }}
      startHostel={request.preferredHostel?._id}
      hostels={hostels}
      onCancel={onClose}
      onDone={onClose}
      onError={(error) => {
        const fields = error instanceof ApiError ? error.errors : [];
        setWhyError(fields.find((field) => field.path === 'outOfOrderReason')?.message);
      }}
      placement={{
        run: (input, done) =>
          approve.mutate(
            {
              id: request._id,
              input: {
                roomId: input.roomId,
                ...(input.bed ? { bed: input.bed } : {}),
                ...(input.date ? { date: input.date } : {}),
                ...(why.trim() ? { outOfOrderReason: why.trim() } : {}),
              },
            },
            done,
          ),
        pending: approve.isPending,
        submitLabel: 'Approve',
        pendingText: 'Approving...',
      }}
    >
      <FormField
        label="Why this request goes first"
        hint="Needed only when earlier requests fit the same room."
        error={whyError}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={why}
            maxLength={500}
            onChange={(event) => setWhy(event.target.value)}
          />
        )}
      </FormField>
    </AssignRoomForm>
  );
}

/**
 * Approves a request by choosing the room and bed the student moves into, in one step
 * (docs/product-rules.md#room-requests). When earlier requests fit the same room, the server asks
 * why this one goes first; the reason is kept in the audit trail.
 */
export function ApproveRequest({ request, hostels }: ApproveRequestProps) {
  return (
    <DialogButton
      label="Approve"
      name={`Approve the request of ${request.student.name}`}
      icon={Check}
      variant="primary"
      title="Approve Request"
      description={`Choose the room and bed ${request.student.name} moves into.`}
    >
      {(close) => <ApproveForm request={request} hostels={hostels} onClose={close} />}
    </DialogButton>
  );
}
