import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

function Example({ onSearch }: { onSearch: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <SearchInput
        aria-label="Search rooms"
        value={value}
        onSearch={(next) => {
          onSearch(next);
          setValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('')}>
        Clear
      </button>
      <p>Searching for: {value}</p>
    </>
  );
}

describe('SearchInput', () => {
  it('reports once, trimmed, when typing pauses', async () => {
    const onSearch = vi.fn();
    const user = userEvent.setup();
    render(<Example onSearch={onSearch} />);

    await user.type(screen.getByLabelText('Search rooms'), ' Kaveri ');
    expect(onSearch).not.toHaveBeenCalled();

    await waitFor(() => expect(onSearch).toHaveBeenCalledExactlyOnceWith('Kaveri'));
    expect(screen.getByText('Searching for: Kaveri')).toBeInTheDocument();
    expect(screen.getByLabelText('Search rooms')).toHaveValue(' Kaveri ');
  });

  it('shows a value changed from outside', async () => {
    const user = userEvent.setup();
    render(<Example onSearch={vi.fn()} />);
    const input = screen.getByLabelText('Search rooms');

    await user.type(input, '101');
    await screen.findByText('Searching for: 101');
    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(input).toHaveValue('');
  });
});
