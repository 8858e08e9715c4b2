import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

type SubmitButtonProps = { pending: boolean; pendingText: string; children: ReactNode };

/** Disabled while its request runs, so a double click cannot send the form twice. */
export function SubmitButton({ pending, pendingText, children }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending} className="w-full">
      {pending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
      {pending ? pendingText : children}
    </Button>
  );
}
