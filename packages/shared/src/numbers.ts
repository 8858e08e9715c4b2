import { z } from 'zod';

/**
 * A whole-number field that takes what number inputs hand over ("12") as well as numbers, with
 * "X is required" for a blank and the given bounds. Decimals and text are refused.
 */
export function wholeNumberField(opts: {
  required: string;
  min: number;
  minMessage: string;
  max: number;
  maxMessage: string;
  invalid?: string;
}) {
  const invalid = opts.invalid ?? 'Must be a whole number';
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const trimmed = value.trim();
      if (trimmed === '') return undefined;
      return /^-?\d+$/.test(trimmed) ? Number(trimmed) : value;
    },
    z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null ? opts.required : invalid,
      })
      .int(invalid)
      .min(opts.min, opts.minMessage)
      .max(opts.max, opts.maxMessage),
  );
}

/** Accepts `true`/`false` and the strings a form or a query string sends. */
export const booleanField = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Must be true or false' }),
);
