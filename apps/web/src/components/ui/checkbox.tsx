import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & { label: string };

/** A checkbox with its label beside it; the whole label is the click target. */
export function Checkbox({ label, className, id, ...props }: CheckboxProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  return (
    <div className={cn('flex items-center gap-2.5', className)}>
      <input
        id={inputId}
        type="checkbox"
        className={cn('size-4 rounded border-slate-300 accent-indigo-600', focusRing)}
        {...props}
      />
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
    </div>
  );
}
