import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Megaphone } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { AddButton, EditButton, type DialogFormProps } from './form-dialog-button';

/** A form that saves its one field's text, and says so when the save is refused. */
function NameForm({ onSubmit, onCancel }: DialogFormProps<string>) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const name = new FormData(event.currentTarget).get('name');
        onSubmit(String(name)).catch(() => {
          // The dialog stays open; a real form shows the server's messages under its fields.
        });
      }}
    >
      <label>
        Name <input name="name" data-autofocus />
      </label>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

describe('AddButton', () => {
  it('opens a dialog of its own title and closes it once the save is done', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.resolve());
    render(<AddButton label="Add Room" save={save} form={(props) => <NameForm {...props} />} />);

    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Room' });
    await user.type(screen.getByLabelText('Name'), 'A-101');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledWith('A-101');
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open with what was typed when the save fails, and Cancel closes it', async () => {
    const user = userEvent.setup();
    const save = vi.fn(() => Promise.reject(new Error('taken')));
    render(<AddButton label="Add Room" save={save} form={(props) => <NameForm {...props} />} />);

    await user.click(screen.getByRole('button', { name: 'Add Room' }));
    await user.type(screen.getByLabelText('Name'), 'A-101');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(save).toHaveBeenCalledOnce();
    expect(screen.getByRole('dialog', { name: 'Add Room' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('A-101');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a plus, or the icon of what it adds', () => {
    const form = (props: DialogFormProps<string>) => <NameForm {...props} />;
    const save = () => Promise.resolve();
    render(<AddButton label="Add Room" save={save} form={form} />);
    render(<AddButton label="Post Notice" icon={Megaphone} save={save} form={form} />);

    const icon = (name: string) => screen.getByRole('button', { name }).querySelector('svg');
    expect(icon('Add Room')).toHaveClass('lucide-plus');
    expect(icon('Post Notice')).toHaveClass('lucide-megaphone');
  });
});

describe('EditButton', () => {
  it('reads Edit, is named for what it edits, and opens the dialog titled for it', async () => {
    const user = userEvent.setup();
    render(
      <EditButton
        name="Kaveri"
        title="Edit Hostel"
        save={() => Promise.resolve()}
        form={(props) => <NameForm {...props} />}
      />,
    );

    const button = screen.getByRole('button', { name: 'Edit Kaveri' });
    expect(button).toHaveTextContent('Edit');
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Edit Hostel' })).toBeInTheDocument();
  });
});
