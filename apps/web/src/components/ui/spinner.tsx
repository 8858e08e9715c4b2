import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/class-names';

type SpinnerProps = { label?: string; className?: string };

export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-label={label}
      className={cn('flex items-center justify-center', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-indigo-600" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return <Spinner label={label} className="min-h-dvh" />;
}
