import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

/** An in-app link inside text: always underlined, so it is told apart by more than colour. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
