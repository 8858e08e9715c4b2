import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * `zodResolver` for a schema loaded when the form first validates rather than with the page. The
 * sign-in page uses it so that Zod, about a sixth of the JavaScript it would otherwise load, is not
 * on its critical path (the 150 KiB budget of scripts/check-bundle-budget.mjs). Call `preload`
 * when the visitor starts filling in the form, so the first submit does not wait for it.
 */
export function lazyZodResolver<Schema extends FormSchema>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> & { preload: () => void } {
  type Loaded = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loading: Promise<Loaded> | undefined;

  function load(): Promise<Loaded> {
    loading ??= loadSchema().then(
      (schema) => zodResolver(schema) as Loaded,
      (error: unknown) => {
        // A failed chunk download is tried again on the next submit.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  const resolver: Loaded = async (values, context, options) =>
    (await load())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      load().catch(() => {
        // Reported when the form validates, if it still fails then.
      });
    },
  });
}
