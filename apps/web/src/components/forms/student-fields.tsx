import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { YEARS } from '@hms/shared/constants';
import { GENDERS } from '@hms/shared/enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import {
  EmailField,
  NameField,
  PhoneField,
  type Autofill,
  type FieldProps,
} from './account-fields';

/** The fields every student form has; each form brings its own schema. */
export type StudentFieldName = 'name' | 'email' | 'phone' | 'course' | 'year' | 'gender';

const yearOptions = YEARS.map((year) => ({ value: String(year), label: `Year ${year}` }));
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

/** The student ID being typed: on sign-up and sign-in it is the visitor's user name. */
export function StudentIdField({
  register,
  error,
  autofill,
  initialFocus = false,
}: FieldProps<'studentId'> & {
  autofill: Autofill;
  /** Where a dialog puts focus first. */
  initialFocus?: boolean;
}) {
  return (
    <FormField label="Student ID" error={error}>
      {(control) => (
        <Input
          {...control}
          {...register('studentId')}
          autoComplete={autofill === 'own' ? 'username' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
          placeholder="e.g. 2024CS001"
          data-autofocus={initialFocus || undefined}
        />
      )}
    </FormField>
  );
}

type StudentFieldsProps = {
  register: (name: StudentFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<StudentFieldName, { message?: string | undefined } | undefined>>;
  autofill: Autofill;
  /** Typed in when registering or adding, locked when editing. */
  studentIdField: ReactNode;
  /** Only when registering or adding: the password is the student's own afterwards. */
  passwordField?: ReactNode;
  /** Where the dialog puts focus when the student ID before it is locked. */
  focusName?: boolean;
};

/**
 * Student ID, Name, Email, [Password], Phone Number, Course, Year, Gender: the order of
 * registration, shared by the sign-up form and the office's add and edit dialogs.
 */
export function StudentFields({
  register,
  errors,
  autofill,
  studentIdField,
  passwordField,
  focusName = false,
}: StudentFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {studentIdField}
      <NameField
        register={register}
        error={errors.name?.message}
        autofill={autofill}
        initialFocus={focusName}
      />
      <EmailField register={register} error={errors.email?.message} autofill={autofill} />
      {passwordField}
      <PhoneField
        register={register}
        error={errors.phone?.message}
        autoComplete={autofill === 'own' ? 'tel-national' : 'off'}
      />
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
            autoComplete={autofill === 'own' ? 'sex' : undefined}
            options={genderOptions}
            placeholder="Select gender"
          />
        )}
      </FormField>
    </div>
  );
}
