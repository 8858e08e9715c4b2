import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';

export const inputStyles =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-400 focus-visible:border-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-indigo-600 aria-invalid:border-red-600 aria-invalid:focus-visible:outline-red-600 disabled:bg-slate-100';

const readOnlyStyles = 'read-only:bg-slate-100 read-only:text-slate-700 read-only:shadow-none';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  // Only text inputs: `:read-only` also matches every <select>, which shares inputStyles.
  return <input className={cn(inputStyles, readOnlyStyles, className)} {...props} />;
}
