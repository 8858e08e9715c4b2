import { Check } from 'lucide-react';
import { useState } from 'react';
import type { RoomRequest } from '@hms/shared/room-requests';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useApproveRequest } from '../api/approve-request';
import { AssignRoomForm, type HostelOption } from './assign-room-form';

type ApproveRequestProps = { request: RoomRequest; hostels: readonly HostelOption[] };

/**
 * Approves a request by choosing the room and bed the student moves into, in one step
 * (docs/product-rules.md#room-requests). When earlier requests fit the same room, the server asks
 * why this one goes first; the reason is kept in the audit trail.
 */
export function ApproveRequest({ request, hostels }: ApproveRequestProps) {
  const [open, setOpen] = useState(false);
  const [why, setWhy] = useState('');
  const [whyError, setWhyError] = useState<string>();
  const approve = useApproveRequest();
  const close = () => setOpen(false);
  const { student } = request;

  return (
    <>
      <Button
        size="sm"
        aria-label={`Approve the request of ${student.name}`}
        onClick={() => setOpen(true)}
      >
        <Check aria-hidden="true" className="size-4" />
        Approve
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title="Approve Request"
        description={`Choose the room and bed ${student.name} moves into.`}
      >
        <AssignRoomForm
          student={{ name: student.name, gender: student.gender, hostel: null, room: null }}
          startHostel={request.preferredHostel?._id}
          hostels={hostels}
          onCancel={close}
          onDone={close}
          onError={(error) => {
            const field = error instanceof ApiError ? error.errors : [];
            setWhyError(field.find((e) => e.path === 'outOfOrderReason')?.message);
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
      </Dialog>
    </>
  );
}
