import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog, DialogActions } from './dialog';

function Example() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} onClose={close} title="Add Hostel" description="All fields are needed.">
        <label>
          Name <input data-autofocus />
        </label>
        <DialogActions>
          <Button variant="secondary" onClick={close}>
            Cancel
          </Button>
          <Button>Save</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

async function openExample() {
  const user = userEvent.setup();
  render(<Example />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Add Hostel' }) };
}

describe('Dialog', () => {
  it('is a labelled modal dialog with focus on the marked element', async () => {
    const { dialog } = await openExample();

    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('All fields are needed.');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user, opener } = await openExample();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Cancel, the close button and the backdrop', async () => {
    const { user, opener } = await openExample();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(opener);
    await user.click(screen.getByTestId('dialog-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside', async () => {
    const { user } = await openExample();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save' });

    await user.tab();
    await user.tab();
    expect(save).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('stops the page behind from scrolling while open', async () => {
    const { user } = await openExample();
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(document.body.style.overflow).toBe('');
  });
});

function Nested() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} onClose={() => setOuter(false)} title="Ledger">
      <Button onClick={() => setInner(true)}>Reverse</Button>
      <Dialog open={inner} onClose={() => setInner(false)} title="Reverse Entry">
        <Button>Confirm</Button>
      </Dialog>
    </Dialog>
  );
}

describe('a dialog opened from a dialog', () => {
  it('alone answers Escape and keeps Tab, then gives focus back inside the first', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    const reverse = screen.getByRole('button', { name: 'Reverse' });
    await user.click(reverse);
    expect(screen.getByRole('dialog', { name: 'Reverse Entry' })).toBeInTheDocument();

    await user.tab();
    await user.tab();
    expect(screen.getAllByRole('button', { name: 'Close' }).at(-1)).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Reverse Entry' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Ledger' })).toBeInTheDocument();
    expect(reverse).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function renderConfirm(pending = false) {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        title="Delete Hostel"
        message="Are you sure you want to delete Kaveri?"
        pending={pending}
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    return { onConfirm, onClose, user: userEvent.setup() };
  }

  it('asks, starting on Cancel, and answers with Delete or Cancel', async () => {
    const { onConfirm, onClose, user } = renderConfirm();

    const dialog = screen.getByRole('dialog', { name: 'Delete Hostel' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete Kaveri?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("reads 'Deleting...' and ignores clicks while pending", async () => {
    const { onConfirm, user } = renderConfirm(true);

    const button = screen.getByRole('button', { name: 'Deleting...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
