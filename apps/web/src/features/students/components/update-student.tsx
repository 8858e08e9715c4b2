import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  studentUpdateSchema,
  type Student,
  type StudentUpdateFormValues,
  type StudentUpdateInput,
} from '@hms/shared/students';
import { StudentFields } from '@/components/forms/student-fields';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { withFieldErrors } from '@/lib/form-errors';
import { useUpdateStudent } from '../api/update-student';

const fieldNames = Object.keys(studentUpdateSchema.shape);

type UpdateStudentFormProps = {
  student: Student;
  /** Saves; a rejection with field messages puts them under the fields. */
  onSubmit: (input: StudentUpdateInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The add form's fields without the password, the student ID locked, and Active
 * (docs/product-rules.md#student-edit).
 */
function UpdateStudentForm({ student, onSubmit, onCancel }: UpdateStudentFormProps) {
  const activeHintId = useId();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentUpdateFormValues, unknown, StudentUpdateInput>({
    resolver: zodResolver(studentUpdateSchema),
    defaultValues: {
      name: student.name,
      email: student.email,
      phone: student.phone,
      course: student.course,
      year: String(student.year),
      gender: student.gender,
      isActive: student.isActive,
    },
  });
  const isActive = useWatch({ control, name: 'isActive' });

  const submit = handleSubmit(withFieldErrors(onSubmit, setError, fieldNames));

  return (
    <form noValidate onSubmit={submit}>
      <StudentFields
        register={register}
        errors={errors}
        autofill="off"
        focusName
        studentIdField={
          <FormField label="Student ID" hint="Student ID cannot be changed">
            {/* Read-only rather than disabled: it stays in the tab order and is read out with its hint. */}
            {(control) => <Input {...control} value={student.studentId} readOnly />}
          </FormField>
        }
      />
      <div className="mt-5 space-y-1.5">
        <Checkbox label="Active" aria-describedby={activeHintId} {...register('isActive')} />
        <p id={activeHintId} className="pl-6.5 text-xs text-slate-500">
          An inactive student holds no bed and cannot be given a room.
        </p>
      </div>
      {/* Announced as it appears: unticking Active has a consequence beyond this student. */}
      <div aria-live="polite">
        {student.room && isActive === false && (
          <div className="mt-4">
            <Notice tone="warning">
              Saving frees {student.name}&apos;s bed in Room {student.room.roomNumber}.
            </Notice>
          </div>
        )}
      </div>
      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** A student card's Edit button and its dialog, filled in with the student. */
export function UpdateStudent({ student }: { student: Student }) {
  const [open, setOpen] = useState(false);
  const updateStudent = useUpdateStudent();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${student.name}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Dialog open={open} onClose={close} title="Edit Student" size="lg">
        <UpdateStudentForm
          student={student}
          onCancel={close}
          onSubmit={async (input) => {
            await updateStudent.mutateAsync({ id: student._id, input });
            close();
          }}
        />
      </Dialog>
    </>
  );
}
