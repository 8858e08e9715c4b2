import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';

/**
 * Whose details a form holds: 'own' on the sign-up and sign-in forms, where the browser may offer
 * the visitor's saved details; 'off' in the office's dialogs, which hold someone else's and must
 * not be filled with the administrator's own.
 */
export type Autofill = 'own' | 'off';

/**
 * What a field needs of its form. It takes `register` rather than its result so that it registers
 * as it renders: fields register in the order shown, and a failed submit focuses the first invalid
 * one in that order.
 */
export type FieldProps<Name extends string> = {
  register: (name: Name) => UseFormRegisterReturn;
  error: string | undefined;
};

export function NameField({
  register,
  error,
  autofill,
  initialFocus = false,
}: FieldProps<'name'> & {
  autofill: Autofill;
  /** Where a dialog puts focus first. */
  initialFocus?: boolean;
}) {
  return (
    <FormField label="Name" error={error}>
      {(control) => (
        <Input
          {...control}
          {...register('name')}
          autoComplete={autofill === 'own' ? 'name' : 'off'}
          data-autofocus={initialFocus || undefined}
        />
      )}
    </FormField>
  );
}

export function EmailField({
  register,
  error,
  autofill,
}: FieldProps<'email'> & { autofill: Autofill }) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          {...register('email')}
          type="email"
          autoComplete={autofill === 'own' ? 'email' : 'off'}
          autoCapitalize="none"
          spellCheck={false}
        />
      )}
    </FormField>
  );
}

/** A phone number of 10 digits; `autoComplete` says which of the visitor's own fits, if any. */
export function PhoneField({
  register,
  error,
  autoComplete,
}: FieldProps<'phone'> & { autoComplete: 'tel' | 'tel-national' | 'off' }) {
  return (
    <FormField label="Phone Number" hint="10 digits." error={error}>
      {(control) => (
        <Input
          {...control}
          {...register('phone')}
          type="tel"
          inputMode="numeric"
          autoComplete={autoComplete}
        />
      )}
    </FormField>
  );
}

/** A password being chosen, so the browser may suggest a strong one. */
export function NewPasswordField({
  register,
  error,
  hint = 'At least 6 characters.',
}: FieldProps<'password'> & { hint?: string }) {
  return (
    <FormField label="Password" hint={hint} error={error}>
      {(control) => (
        <PasswordInput {...control} {...register('password')} autoComplete="new-password" />
      )}
    </FormField>
  );
}

/** A password being typed to sign in. */
export function CurrentPasswordField({ register, error }: FieldProps<'password'>) {
  return (
    <FormField label="Password" error={error}>
      {(control) => (
        <PasswordInput {...control} {...register('password')} autoComplete="current-password" />
      )}
    </FormField>
  );
}
