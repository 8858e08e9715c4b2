import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/class-names';

type SpinnerProps = {
  label?: string;
  className?: string;
  /** Size and colour of the wheel; the default suits a page's content area. */
  iconClassName?: string;
};

export function Spinner({
  label = 'Loading',
  className,
  iconClassName = 'size-8 text-indigo-600',
}: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('flex items-center justify-center', className)}
    >
      <LoaderCircle aria-hidden="true" className={cn('animate-spin', iconClassName)} />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-dvh" />;
}
