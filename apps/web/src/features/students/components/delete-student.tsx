import { studentMessages } from '@hms/shared/messages';
import type { Student } from '@hms/shared/students';
import { DeleteButton } from '@/components/ui/confirm-action-button';
import { useDeleteStudent } from '../api/delete-student';

/** A student card's Delete button, which asks first (docs/product-rules.md#deleting). */
export function DeleteStudent({ student }: { student: Pick<Student, '_id' | 'name'> }) {
  const deleteStudent = useDeleteStudent();

  return (
    <DeleteButton
      name={student.name}
      title="Delete Student"
      message={studentMessages.confirmDelete(student.name)}
      details={studentMessages.deleteExplained(student.name)}
      action={deleteStudent}
      variables={student._id}
    />
  );
}
