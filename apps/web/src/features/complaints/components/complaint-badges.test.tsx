import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ComplaintOverdueBadge, ComplaintStatusBadge } from './complaint-badges';

describe('ComplaintStatusBadge', () => {
  it.each([
    ['Open', 'red'],
    ['In Progress', 'yellow'],
    ['Resolved', 'green'],
    ['Closed', 'slate'],
  ] as const)('shows %s in %s, with its word', (status, tone) => {
    render(<ComplaintStatusBadge status={status} />);

    const badge = screen.getByText(status);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent(status);
  });
});

describe('ComplaintOverdueBadge', () => {
  it('says Overdue in words, not by colour alone', () => {
    render(<ComplaintOverdueBadge />);
    expect(screen.getByText('Overdue')).toHaveAttribute('data-tone', 'red');
  });
});
