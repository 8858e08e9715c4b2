import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './filter-bar';

function renderBar({ activeCount = 0, withClear = false } = {}) {
  render(
    <FilterBar
      label="Room filters"
      layout={{ grid: 'sm:grid-cols-2', reserveClear: 'sm:block' }}
      activeCount={activeCount}
      search={<input type="search" aria-label="Search rooms" />}
      clear={withClear && <button type="button">Clear filters</button>}
    >
      <label>
        Filter by hostel
        <select>
          <option value="">All hostels</option>
        </select>
      </label>
    </FilterBar>,
  );
  const bar = screen.getByRole('search', { name: 'Room filters' });
  return { bar, user: userEvent.setup() };
}

describe('FilterBar', () => {
  it('folds the filters, not the search or Clear, behind a button that counts those in force', () => {
    const { bar } = renderBar({ activeCount: 2, withClear: true });

    const toggle = within(bar).getByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(within(bar).getByLabelText('Filter by hostel'));
    expect(panel).not.toContainElement(within(bar).getByLabelText('Search rooms'));
    expect(panel).not.toContainElement(within(bar).getByRole('button', { name: 'Clear filters' }));
  });

  it('says only Filters while none is in force', () => {
    const { bar } = renderBar();

    expect(within(bar).getByRole('button', { name: 'Filters' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('opens and closes from the keyboard, next after the search', async () => {
    const { bar, user } = renderBar({ activeCount: 1 });
    const toggle = within(bar).getByRole('button', { name: 'Filters (1)' });

    await user.tab();
    expect(within(bar).getByLabelText('Search rooms')).toHaveFocus();
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
