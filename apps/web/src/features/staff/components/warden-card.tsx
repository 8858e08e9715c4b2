import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Warden } from '@hms/shared/staff';
import { Badge } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { staffRoleWords } from '../staff-roles';

type WardenCardProps = {
  warden: Warden;
  /** Edit and Delete. */
  actions?: ReactNode;
};

/** A warden or a guard: their role in words under their name, their hostels, their account. */
export function WardenCard({ warden, actions }: WardenCardProps) {
  const words = staffRoleWords[warden.role];
  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{warden.name}</h2>
          <p className="text-sm text-slate-600">{words.label}</p>
        </div>
        {warden.isActive ? (
          <Badge tone="green">Active</Badge>
        ) : (
          <Badge tone="slate">Inactive</Badge>
        )}
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-700">
        <li className="flex items-start gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span className="min-w-0">{warden.email}</span>
        </li>
        <li className="flex items-start gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          <span>{warden.phone}</span>
        </li>
      </ul>
      <div className="mt-4 text-sm">
        <p className="text-slate-600">{words.hostels}</p>
        <p className="font-medium text-slate-900">
          {warden.hostels.length > 0
            ? warden.hostels.map((h) => h.name).join(', ')
            : 'No hostel: their hostels were deleted'}
        </p>
      </div>
      {warden.mustChangePassword && (
        <p className="mt-3 text-sm text-amber-800">Has not signed in yet (temporary password)</p>
      )}
      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
