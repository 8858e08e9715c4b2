import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { applyFieldErrors } from '@/lib/form-errors';
import { useLogin, type LoginRequest } from '../api/login';

type Credentials<Role extends LoginRequest['role']> = Extract<
  LoginRequest,
  { role: Role }
>['credentials'];

/**
 * A sign-in form's fields and submit: the credentials go to `role`'s sign-in, and the fields the
 * server faults get its messages. `resolver.preload` is for the form's first focus.
 */
export function useLoginForm<Role extends LoginRequest['role'], Values extends FieldValues>(
  role: Role,
  resolver: Resolver<Values, unknown, Credentials<Role>> & { preload: () => void },
  fieldNames: readonly string[],
) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values, unknown, Credentials<Role>>({ resolver });

  const onSubmit = handleSubmit((credentials) => {
    // TypeScript does not tie a generic `role` to its credentials; the resolver's type above does.
    const request = { role, credentials } as LoginRequest;
    login.mutate(request, { onError: (error) => applyFieldErrors(error, setError, fieldNames) });
  });

  return {
    register,
    errors,
    frame: { onSubmit, onFocus: resolver.preload, pending: login.isPending },
  };
}
