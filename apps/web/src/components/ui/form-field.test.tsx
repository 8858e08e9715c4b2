import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { Input } from './input';

describe('FormField', () => {
  it('labels its control and describes it with the hint', () => {
    render(
      <FormField label="Phone Number" hint="10 digits.">
        {(control) => <Input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('Phone Number');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('10 digits.');
  });

  it('marks the control invalid and announces the error', () => {
    render(
      <FormField label="Phone Number" hint="10 digits." error="Phone number is required">
        {(control) => <Input {...control} />}
      </FormField>,
    );

    const input = screen.getByLabelText('Phone Number');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('10 digits. Phone number is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Phone number is required');
  });
});
