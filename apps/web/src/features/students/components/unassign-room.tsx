import { DoorOpen } from 'lucide-react';
import type { Student } from '@hms/shared/students';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useUnassignRoom } from '../api/unassign-room';

type UnassignRoomProps = {
  student: Pick<Student, '_id' | 'name'>;
  /** The room they leave, named in the question. */
  roomNumber: string;
};

/** Frees a student's bed, after asking: the bed may be given to someone else at once. */
export function UnassignRoom({ student, roomNumber }: UnassignRoomProps) {
  const unassignRoom = useUnassignRoom();

  return (
    <ConfirmActionButton
      label="Unassign"
      icon={DoorOpen}
      aria-label={`Unassign ${student.name}`}
      title="Unassign Room"
      message={`Free ${student.name}'s bed in Room ${roomNumber}?`}
      confirmLabel="Unassign"
      pendingLabel="Unassigning..."
      action={unassignRoom}
      variables={student._id}
    />
  );
}
