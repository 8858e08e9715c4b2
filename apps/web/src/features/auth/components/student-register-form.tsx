import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { studentRegisterSchema } from '@hms/shared/auth';
import { NewPasswordField } from '@/components/forms/account-fields';
import { StudentFields, StudentIdField } from '@/components/forms/student-fields';
import { Notice } from '@/components/ui/notice';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRegisterStudent } from '../api/register-student';

const fieldNames = Object.keys(studentRegisterSchema.shape);

type StudentRegisterFormProps = {
  /** From /api/config; when closed the form stays usable and the server's refusal is shown. */
  signupOpen: boolean;
};

export function StudentRegisterForm({ signupOpen }: StudentRegisterFormProps) {
  const registerStudent = useRegisterStudent();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(studentRegisterSchema) });

  const onSubmit = handleSubmit((values) => {
    registerStudent.mutate(values, {
      onError: (error) => applyFieldErrors(error, setError, fieldNames),
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-5">
      {signupOpen ? null : (
        <Notice tone="warning" title="Student sign-up is closed">
          Ask the hostel office to add you.
        </Notice>
      )}
      <StudentFields
        register={register}
        errors={errors}
        autofill="own"
        studentIdField={
          <StudentIdField register={register} error={errors.studentId?.message} autofill="own" />
        }
        passwordField={<NewPasswordField register={register} error={errors.password?.message} />}
      />
      <SubmitButton pending={registerStudent.isPending} pendingText="Registering...">
        Register
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.studentLogin}>Sign in</TextLink>
      </p>
    </form>
  );
}
