import { Mail, Phone } from 'lucide-react';
import { cn } from '@/lib/class-names';
import { focusRing } from './focus-ring';

const linkStyles = cn(
  'inline-flex max-w-full items-center gap-1.5 rounded-sm underline underline-offset-2 hover:text-indigo-700',
  focusRing,
);

/** A number that dials on a phone; underlined so it reads as a link without its colour. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone}`} className={linkStyles}>
      <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      {phone}
    </a>
  );
}

export function EmailLink({ email }: { email: string }) {
  return (
    <a href={`mailto:${email}`} className={linkStyles}>
      <Mail aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
      <span>{email}</span>
    </a>
  );
}
