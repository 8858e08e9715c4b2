import { studentCreateSchema } from '@hms/shared/students';
import { NewPasswordField } from '@/components/forms/account-fields';
import { StudentFields, StudentIdField } from '@/components/forms/student-fields';
import { DialogFormActions } from '@/components/ui/dialog';
import { AddButton, type DialogFormProps } from '@/components/ui/form-dialog-button';
import { useSaveForm } from '@/hooks/use-save-form';
import { useCreateStudent, type StudentCreateInput } from '../api/create-student';

// Every input, by the path the server names in a 400 or a 409 (a taken student ID or email).
const fieldNames = Object.keys(studentCreateSchema.shape);

/**
 * The registration form's fields and messages (docs/product-rules.md#student-fields), filled in
 * by the office.
 */
function CreateStudentForm({ onSubmit, onCancel }: DialogFormProps<StudentCreateInput>) {
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: studentCreateSchema,
    defaultValues: {
      studentId: '',
      name: '',
      email: '',
      password: '',
      phone: '',
      course: '',
      year: '',
    },
    onSubmit,
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit}>
      <StudentFields
        register={register}
        errors={errors}
        autofill="off"
        studentIdField={
          <StudentIdField
            register={register}
            error={errors.studentId?.message}
            autofill="off"
            initialFocus
          />
        }
        passwordField={
          <NewPasswordField
            register={register}
            error={errors.password?.message}
            hint="At least 6 characters. The student signs in with it."
          />
        }
      />
      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}

/** The 'Add Student' button and its dialog. */
export function CreateStudent() {
  const createStudent = useCreateStudent();

  return (
    <AddButton
      label="Add Student"
      save={(input: StudentCreateInput) => createStudent.mutateAsync(input)}
      form={(props) => <CreateStudentForm {...props} />}
    />
  );
}
