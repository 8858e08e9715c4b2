import { Trash2 } from 'lucide-react';
import { studentMessages } from '@hms/shared/messages';
import type { Student } from '@hms/shared/students';
import { ConfirmActionButton } from '@/components/ui/confirm-action-button';
import { useDeleteStudent } from '../api/delete-student';

/** A student card's Delete button, which asks first (docs/product-rules.md#deleting). */
export function DeleteStudent({ student }: { student: Pick<Student, '_id' | 'name'> }) {
  const deleteStudent = useDeleteStudent();

  return (
    <ConfirmActionButton
      label="Delete"
      icon={Trash2}
      aria-label={`Delete ${student.name}`}
      danger
      title="Delete Student"
      message={studentMessages.confirmDelete(student.name)}
      action={deleteStudent}
      variables={student._id}
    />
  );
}
