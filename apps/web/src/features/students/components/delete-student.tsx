import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { studentMessages } from '@hms/shared/messages';
import type { Student } from '@hms/shared/students';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteStudent } from '../api/delete-student';

/** A student card's Delete button, which asks first (decision 14). */
export function DeleteStudent({ student }: { student: Pick<Student, '_id' | 'name'> }) {
  const [open, setOpen] = useState(false);
  const deleteStudent = useDeleteStudent();

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${student.name}`}
        onClick={() => setOpen(true)}
        className="text-red-700 hover:bg-red-50 hover:text-red-800"
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete Student"
        message={studentMessages.confirmDelete(student.name)}
        pending={deleteStudent.isPending}
        onClose={() => setOpen(false)}
        // Closed either way: on failure the toast says why.
        onConfirm={() => deleteStudent.mutate(student._id, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}
