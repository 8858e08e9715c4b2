import { useId } from 'react';
import { useWatch } from 'react-hook-form';
import { studentMessages } from '@hms/shared/messages';
import { studentUpdateSchema, type Student, type StudentUpdateInput } from '@hms/shared/students';
import { StudentFields } from '@/components/forms/student-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import { EditButton, type DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { useSaveForm } from '@/hooks/use-save-form';
import { useUpdateStudent } from '../api/update-student';

const fieldNames = Object.keys(studentUpdateSchema.shape);

type UpdateStudentFormProps = DialogFormProps<StudentUpdateInput> & { student: Student };

/**
 * The add form's fields without the password, the student ID locked, and Active
 * (docs/product-rules.md#student-edit).
 */
function UpdateStudentForm({ student, onSubmit, onCancel }: UpdateStudentFormProps) {
  const activeHintId = useId();
  const { register, control, submit, errors, isSubmitting } = useSaveForm({
    schema: studentUpdateSchema,
    defaultValues: {
      name: student.name,
      email: student.email,
      phone: student.phone,
      course: student.course,
      year: String(student.year),
      gender: student.gender,
      isActive: student.isActive,
    },
    onSubmit,
    fieldNames,
  });
  const isActive = useWatch({ control, name: 'isActive' });

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
      {/* Announced as it appears: it says what deactivating does before it is saved. */}
      <div aria-live="polite">
        {student.isActive && isActive === false && (
          <div className="mt-4">
            <Notice tone="warning">
              <span className="[overflow-wrap:anywhere]">
                {studentMessages.confirmDeactivate(student.name, student.room?.roomNumber ?? null)}
              </span>
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
  const updateStudent = useUpdateStudent();

  return (
    <EditButton
      name={student.name}
      title="Edit Student"
      save={(input: StudentUpdateInput) => updateStudent.mutateAsync({ id: student._id, input })}
      form={(props) => <UpdateStudentForm student={student} {...props} />}
    />
  );
}
