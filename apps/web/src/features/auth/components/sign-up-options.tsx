import { GraduationCap, ShieldCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';

type SignUpOption = {
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  action: string;
  open: boolean;
  closedNote: string;
};

type SignUpOptionsProps = { adminSignupOpen: boolean; studentSignupOpen: boolean };

export function SignUpOptions({ adminSignupOpen, studentSignupOpen }: SignUpOptionsProps) {
  const options: SignUpOption[] = [
    {
      icon: GraduationCap,
      title: 'Student',
      description: 'Register with your student ID to see your room and raise complaints.',
      to: paths.studentSignup,
      action: 'Sign Up as Student',
      open: studentSignupOpen,
      closedNote: 'Closed: ask the hostel office to add you.',
    },
    {
      icon: ShieldCheck,
      title: 'Administrator',
      description: 'For hostel office staff who manage hostels, rooms, students and complaints.',
      to: paths.adminSignup,
      action: 'Sign Up as Admin',
      open: adminSignupOpen,
      closedNote: 'Closed: ask an administrator to add you.',
    },
  ];

  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {options.map(({ icon: Icon, title, description, to, action, open, closedNote }) => (
        <li key={to}>
          <Card className="flex h-full flex-col gap-3 p-5">
            <Icon aria-hidden="true" className="size-8 text-indigo-600" />
            <h2 className="text-base font-semibold text-slate-900">{title}</h2>
            <p className="flex-1 text-sm text-slate-600">{description}</p>
            {open ? null : <p className="text-sm font-medium text-amber-800">{closedNote}</p>}
            <Link to={to} className={buttonStyles(open ? 'primary' : 'secondary')}>
              {action}
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}
