import { screen } from '@testing-library/react';

/** The error text a field announces: what its aria-describedby points at, hints aside. */
export function fieldError(label: string): string | undefined {
  const input = screen.getByLabelText(label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element?.getAttribute('role') === 'alert')?.textContent ?? undefined
  );
}
