import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { studentRegisterSchema } from '@hms/shared/auth';
import { GENDERS } from '@hms/shared/enums';
import { YEARS } from '@hms/shared/constants';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/form-errors';
import { useRegisterStudent } from '../api/register-student';

const fieldNames = Object.keys(studentRegisterSchema.shape);

const yearOptions = YEARS.map((year) => ({ value: String(year), label: `Year ${year}` }));
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

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
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Student ID" error={errors.studentId?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('studentId')}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              placeholder="e.g. 2024CS001"
            />
          )}
        </FormField>
        <FormField label="Name" error={errors.name?.message}>
          {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('email')}
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
            />
          )}
        </FormField>
        <FormField label="Password" hint="At least 6 characters." error={errors.password?.message}>
          {(control) => (
            <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
          )}
        </FormField>
        <FormField label="Phone Number" hint="10 digits." error={errors.phone?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
            />
          )}
        </FormField>
        <FormField label="Course" error={errors.course?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('course')}
              autoComplete="off"
              placeholder="e.g. B.Tech Computer Science"
            />
          )}
        </FormField>
        <FormField label="Year" error={errors.year?.message}>
          {(control) => (
            <Select
              {...control}
              {...register('year')}
              options={yearOptions}
              placeholder="Select year"
            />
          )}
        </FormField>
        <FormField label="Gender" error={errors.gender?.message}>
          {(control) => (
            <Select
              {...control}
              {...register('gender')}
              autoComplete="sex"
              options={genderOptions}
              placeholder="Select gender"
            />
          )}
        </FormField>
      </div>
      <SubmitButton pending={registerStudent.isPending} pendingText="Registering...">
        Register
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">
        Already have an account? <TextLink to={paths.studentLogin}>Sign in</TextLink>
      </p>
    </form>
  );
}
