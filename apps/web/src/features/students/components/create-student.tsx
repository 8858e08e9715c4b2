import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { studentCreateSchema } from '@hms/shared/students';
import { NewPasswordField } from '@/components/forms/account-fields';
import { StudentFields, StudentIdField } from '@/components/forms/student-fields';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFormActions } from '@/components/ui/dialog';
import { withFieldErrors } from '@/lib/form-errors';
import { useCreateStudent, type StudentCreateInput } from '../api/create-student';

type StudentCreateFormValues = z.input<typeof studentCreateSchema>;

// Every input, by the path the server names in a 400 or a 409 (a taken student ID or email).
const fieldNames = Object.keys(studentCreateSchema.shape);

type CreateStudentFormProps = {
  /** Saves; a rejection with field messages puts them under the fields. */
  onSubmit: (input: StudentCreateInput) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * The registration form's fields and messages (docs/product-rules.md#student-fields), filled in
 * by the office.
 */
function CreateStudentForm({ onSubmit, onCancel }: CreateStudentFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<StudentCreateFormValues, unknown, StudentCreateInput>({
    resolver: zodResolver(studentCreateSchema),
    defaultValues: {
      studentId: '',
      name: '',
      email: '',
      password: '',
      phone: '',
      course: '',
      year: '',
    },
  });

  const submit = handleSubmit(withFieldErrors(onSubmit, setError, fieldNames));

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
  const [open, setOpen] = useState(false);
  const createStudent = useCreateStudent();
  const close = () => setOpen(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Student
      </Button>
      <Dialog open={open} onClose={close} title="Add Student" size="lg">
        <CreateStudentForm
          onCancel={close}
          onSubmit={async (input) => {
            await createStudent.mutateAsync(input);
            close();
          }}
        />
      </Dialog>
    </>
  );
}
