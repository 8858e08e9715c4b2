import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { withFieldErrors } from '@/lib/form-errors';

type SaveFormOptions<Values extends FieldValues, Input> = {
  /** The shared schema the server checks too: it turns the form's values into what is saved. */
  schema: z.ZodType<Input, Values>;
  defaultValues: DefaultValues<Values>;
  /** Saves; a rejection with field messages puts them under the fields. */
  onSubmit: (input: Input) => Promise<unknown>;
  /** The inputs by the paths the server names in a 400, so each message lands under its field. */
  fieldNames: readonly string[];
};

/**
 * A form that checks its values with a shared schema before `onSubmit` saves them, and shows
 * under each field what the server refused (docs/product-rules.md#input-handling). `submit` is
 * the form's onSubmit; `errors` and `isSubmitting` are read from its state here, as every form
 * shows both; the rest is react-hook-form's.
 */
export function useSaveForm<Values extends FieldValues, Input>({
  schema,
  defaultValues,
  onSubmit,
  fieldNames,
}: SaveFormOptions<Values, Input>) {
  const form = useForm<Values, unknown, Input>({ resolver: zodResolver(schema), defaultValues });
  const submit = form.handleSubmit(withFieldErrors(onSubmit, form.setError, fieldNames));
  const { errors, isSubmitting } = form.formState;
  return { ...form, submit, errors, isSubmitting };
}
