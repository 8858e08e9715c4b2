import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ImportReport as Report } from '@hms/shared/imports';
import { ImportReport } from './import-report';

/** A file of 20,000 students, one refused near its end. */
function campusReport(): Report {
  const rows = Array.from({ length: 20_000 }, (_, index) => ({
    line: index + 2,
    key: `2025ST${index}`,
    fate: index === 19_000 ? ('refused' as const) : ('create' as const),
    problems:
      index === 19_000
        ? [{ column: 'Email', message: `${'unbroken'.repeat(20)} is not an email address` }]
        : [],
  }));
  return {
    kind: 'students',
    committed: false,
    counts: { create: 19_999, update: 0, unchanged: 0, refused: 1 },
    rows,
  };
}

describe('ImportReport', () => {
  it('draws a file of 20,000 rows a hundred at a time, the refused row first', async () => {
    const user = userEvent.setup();
    render(<ImportReport report={campusReport()} keyLabel="Student ID" />);

    const table = screen.getByRole('table', { name: 'Rows of the file, refused rows first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(101);
    expect(rows[1]).toHaveTextContent('19,002');
    expect(rows[1]).toHaveTextContent(`Email: ${'unbroken'.repeat(20)} is not an email address`);
    expect(screen.getByText('Showing 1–100 of 20,000 rows')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 200')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Showing 101–200 of 20,000 rows')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('101');
  });
});
