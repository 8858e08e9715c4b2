import { DoorOpen } from 'lucide-react';
import { useState } from 'react';
import type { Student } from '@hms/shared/students';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useUnassignRoom } from '../api/unassign-room';

type UnassignRoomProps = {
  student: Pick<Student, '_id' | 'name'>;
  /** The room they leave, named in the question. */
  roomNumber: string;
};

/** Frees a student's bed, after asking: the bed may be given to someone else at once. */
export function UnassignRoom({ student, roomNumber }: UnassignRoomProps) {
  const [open, setOpen] = useState(false);
  const unassignRoom = useUnassignRoom();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Unassign ${student.name}`}
        onClick={() => setOpen(true)}
      >
        <DoorOpen aria-hidden="true" className="size-4" />
        Unassign
      </Button>
      <ConfirmDialog
        open={open}
        title="Unassign Room"
        message={`Free ${student.name}'s bed in Room ${roomNumber}?`}
        confirmLabel="Unassign"
        pendingLabel="Unassigning..."
        pending={unassignRoom.isPending}
        onClose={() => setOpen(false)}
        // Closed either way: on failure the toast says why.
        onConfirm={() => unassignRoom.mutate(student._id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
