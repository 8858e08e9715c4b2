import type { ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { inputStyles } from './input';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return <textarea rows={rows} className={cn(inputStyles, 'resize-y', className)} {...props} />;
}
