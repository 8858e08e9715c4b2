import type { LucideIcon } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

type DialogButtonProps = {
  /** The button's text; `name` is its accessible name, which says whom it acts on. */
  label: string;
  name: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  title: string;
  description?: ReactNode;
  size?: ComponentProps<typeof Dialog>['size'];
  /** The dialog's content, given the function that closes it. */
  children: (close: () => void) => ReactNode;
};

/** A small card button that opens a dialog: Check Out, Swap Bed, Approve, Reject, Stays. */
export function DialogButton({
  label,
  name,
  icon: Icon,
  variant = 'secondary',
  title,
  description,
  size,
  children,
}: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button variant={variant} size="sm" aria-label={name} onClick={() => setOpen(true)}>
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
