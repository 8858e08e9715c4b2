import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { applyFieldErrors } from './form-errors';

const fields = ['name', 'fees.monthly', 'amenities'] as const;

function applied(paths: string[]) {
  const setError = vi.fn();
  const error = new ApiError(
    400,
    'Some fields need correcting.',
    paths.map((path) => ({ path, message: `bad ${path}` })),
  );
  applyFieldErrors(error, setError, fields);
  return setError.mock.calls.map(([field, { message }]) => [field, message]);
}

describe('applyFieldErrors', () => {
  it('puts top-level and nested paths on their fields', () => {
    expect(applied(['name', 'fees.monthly'])).toEqual([
      ['name', 'bad name'],
      ['fees.monthly', 'bad fees.monthly'],
    ]);
  });

  it('puts a list item on the list field', () => {
    expect(applied(['amenities.3'])).toEqual([['amenities', 'bad amenities.3']]);
  });

  it('ignores paths without a field', () => {
    expect(applied(['fees', 'warden.email', ''])).toEqual([]);
  });

  it('ignores anything but an ApiError', () => {
    const setError = vi.fn();
    applyFieldErrors(new Error('x'), setError, fields);
    expect(setError).not.toHaveBeenCalled();
  });
});
