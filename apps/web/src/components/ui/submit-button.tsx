import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type SubmitButtonProps = {
  pending: boolean;
  pendingText: string;
  /** Sign-in cards stretch it; dialogs put it beside Cancel. */
  fullWidth?: boolean;
  children: ReactNode;
};

/** Disabled while its request runs, so a double click cannot send the form twice. */
export function SubmitButton({
  pending,
  pendingText,
  fullWidth = true,
  children,
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} className={fullWidth ? 'w-full' : undefined}>
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {pending ? pendingText : children}
    </Button>
  );
}
