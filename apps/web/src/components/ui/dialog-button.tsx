import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from './button';
import { Dialog } from './dialog';

export type DialogButtonProps = {
  /**
   * The button's text; `name` is its accessible name, which says whom a card's button acts on. A
   * page's button, whose text says it all, needs none.
   */
  label: string;
  name?: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  buttonSize?: ButtonSize;
  title: string;
  description?: ReactNode;
  size?: ComponentProps<typeof Dialog>['size'];
  /** The dialog's content, given the function that closes it. */
  children: (close: () => void) => ReactNode;
};

/**
 * A button that opens a dialog: a card's small Check Out, Swap Bed, Approve, Reject or Stays, or
 * the Add and Edit buttons of form-dialog-button.tsx.
 */
export function DialogButton({
  label,
  name,
  icon: Icon,
  variant = 'secondary',
  buttonSize = 'sm',
  title,
  description,
  size,
  children,
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant={variant} size={buttonSize} aria-label={name} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="size-4" />
        {label}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        {...(description ? { description } : {})}
        {...(size ? { size } : {})}
      >
        {children(close)}
      </Dialog>
    </>
  );
}
