import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { YEARS } from '@hms/shared/constants';
import { GENDERS } from '@hms/shared/enums';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';

/** The fields the add and the edit form both have; each form brings its own schema. */
export type StudentFieldName = 'name' | 'email' | 'phone' | 'course' | 'year' | 'gender';

const yearOptions = YEARS.map((year) => ({ value: String(year), label: `Year ${year}` }));
const genderOptions = GENDERS.map((gender) => ({ value: gender, label: gender }));

type StudentFieldsProps = {
  register: (name: StudentFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<StudentFieldName, { message?: string | undefined } | undefined>>;
  /** Editable when adding, locked when editing. */
  studentIdField: ReactNode;
  /** Only when adding: the password is the student's own afterwards. */
  passwordField?: ReactNode;
  /** Where the dialog puts focus when the student ID before it is locked. */
  focusName?: boolean;
};

/** Student ID, Name, Email, [Password], Phone Number, Course, Year, Gender: the order of registration. */
export function StudentFields({
  register,
  errors,
  studentIdField,
  passwordField,
  focusName = false,
}: StudentFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {studentIdField}
      <FormField label="Name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('name')}
            autoComplete="off"
            data-autofocus={focusName || undefined}
          />
        )}
      </FormField>
      <FormField label="Email" error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('email')}
            type="email"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
          />
        )}
      </FormField>
      {passwordField}
      <FormField label="Phone Number" hint="10 digits." error={errors.phone?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('phone')}
            type="tel"
            inputMode="numeric"
            autoComplete="off"
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
            options={genderOptions}
            placeholder="Select gender"
          />
        )}
      </FormField>
    </div>
  );
}
