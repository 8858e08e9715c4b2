import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '@/lib/toast';
import { createTestQueryClient } from '@/testing/render-app';
import { DeferredToaster } from './deferred-toaster';

describe('DeferredToaster', () => {
  it('shows a toast with a labelled button that dismisses it from the keyboard', async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DeferredToaster />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();

    toast.success('Hostel added successfully');

    expect(await screen.findByText('Hostel added successfully')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Dismiss notification' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText('Hostel added successfully')).toBeNull());
  });

  it('places toasts by the offsets the stylesheet sets for each screen size', async () => {
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <DeferredToaster />
      </QueryClientProvider>,
    );

    toast.error('Failed to add hostel');

    const list = (await screen.findByText('Failed to add hostel')).closest('ol');
    expect(list).toHaveAttribute('data-y-position', 'top');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect(list?.style.getPropertyValue('--offset-top')).toBe('var(--toast-offset-top)');
    expect(list?.style.getPropertyValue('--mobile-offset-left')).toBe('var(--toast-offset-left)');
  });
});
