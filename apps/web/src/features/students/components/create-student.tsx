import { zodResolver } from '@hookform/resolvers/zod';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { studentCreateSchema } from '@hms/shared/students';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateStudent, type StudentCreateInput } from '../api/create-student';
import { StudentFields } from './student-fields';

type StudentCreateFormValues = z.input<typeof studentCreateSchema>;

// Every input, by the path the server names in a 400 or a 409 (a taken student ID or email).
const fieldNames = Object.keys(studentCreateSchema.shape);

type CreateStudentFormProps = {
  /** Saves; a rejection with field messages puts them under the fields. */
  onSubmit: (input: StudentCreateInput) => Promise<unknown>;
  onCancel: () => void;
};

/** The registration form's fields and messages (spec §5), filled in by the office. */
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

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      // The mutation has already told the user (toast); here the fields get their own messages.
      applyFieldErrors(error, setError, fieldNames);
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <StudentFields
        register={register}
        errors={errors}
        studentIdField={
          <FormField label="Student ID" error={errors.studentId?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('studentId')}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="e.g. 2024CS001"
                data-autofocus
              />
            )}
          </FormField>
        }
        passwordField={
          <FormField
            label="Password"
            hint="At least 6 characters. The student signs in with it."
            error={errors.password?.message}
          >
            {(control) => (
              <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
            )}
          </FormField>
        }
      />
      <DialogActions>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
          Save
        </SubmitButton>
      </DialogActions>
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
