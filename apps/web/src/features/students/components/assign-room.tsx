import { BedDouble } from 'lucide-react';
import { useState } from 'react';
import { studentMessages } from '@hms/shared/messages';
import type { Student } from '@hms/shared/students';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { useAssignRoom } from '../api/assign-room';
import { AssignRoomForm } from './assign-room-form';
import type { HostelOption } from './hostel-offer';

type AssignRoomProps = {
  student: Student;
  hostels: readonly HostelOption[];
};

/** Read out when the dialog opens: whose room this is, and where they live now. */
function dialogDescription({ name, room, hostel }: Student): string {
  if (!room) return `Choose a hostel, then a room with a free bed for ${name}.`;
  const where = hostel ? `Room ${room.roomNumber}, ${hostel.name}` : `Room ${room.roomNumber}`;
  return `${name} lives in ${where}. Choose a hostel, then the room to move them to.`;
}

/**
 * A student card's 'Assign Room' button, or 'Change Room' once they have one, and its dialog.
 * An inactive student is told why no room can be given instead of being offered a choice the
 * server would refuse (docs/product-rules.md#bed-assignment).
 */
export function AssignRoom({ student, hostels }: AssignRoomProps) {
  const [open, setOpen] = useState(false);
  const assignRoom = useAssignRoom();
  const close = () => setOpen(false);
  const changing = student.room !== null;
  const title = changing ? 'Change Room' : 'Assign Room';

  return (
    <>
      <Button
        variant={changing ? 'secondary' : 'primary'}
        size="sm"
        aria-label={changing ? `Change room for ${student.name}` : `Assign room to ${student.name}`}
        onClick={() => setOpen(true)}
      >
        <BedDouble aria-hidden="true" className="size-4" />
        {title}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        description={
          student.isActive ? dialogDescription(student) : studentMessages.inactive(student.name)
        }
      >
        {student.isActive ? (
          <AssignRoomForm
            student={student}
            hostels={hostels}
            onCancel={close}
            onDone={close}
            placement={{
              run: (input, done) => assignRoom.mutate({ id: student._id, input }, done),
              pending: assignRoom.isPending,
              submitLabel: 'Assign Room',
              pendingText: 'Assigning...',
            }}
          />
        ) : (
          <DialogActions>
            <Button variant="secondary" onClick={close} data-autofocus>
              Cancel
            </Button>
          </DialogActions>
        )}
      </Dialog>
    </>
  );
}
