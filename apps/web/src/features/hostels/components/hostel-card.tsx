import { MapPin, Phone, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { HOSTEL_CARD_AMENITY_LIMIT, HOSTEL_OCCUPANCY_THRESHOLDS } from '@hms/shared/constants';
import type { Hostel } from '@hms/shared/hostels';
import { AmenityList } from '@/components/ui/amenity-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { focusRing } from '@/components/ui/focus-ring';
import { OccupancyBar } from '@/components/ui/occupancy-bar';
import { cn } from '@/lib/class-names';
import { formatWholeRupees } from '@hms/shared/money';

type HostelCardProps = {
  hostel: Hostel;
  /** Edit and Delete. */
  actions?: ReactNode;
};

export function HostelCard({ hostel, actions }: HostelCardProps) {
  const { name, type, address, fees, amenities, warden } = hostel;

  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
          <p className="mt-0.5 flex items-start gap-1 text-sm text-slate-600">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
            <span className="line-clamp-2">{address}</span>
          </p>
        </div>
        <Badge tone={type === 'Boys' ? 'blue' : 'pink'}>{type}</Badge>
      </div>

      <div className="mt-4">
        <OccupancyBar
          current={hostel.currentOccupancy}
          capacity={hostel.totalCapacity}
          thresholds={HOSTEL_OCCUPANCY_THRESHOLDS}
          label={`Occupancy of ${name}`}
        />
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-slate-600">Rooms</dt>
          <dd className="font-semibold text-slate-900">
            {hostel.totalRooms}{' '}
            <span className="font-normal text-slate-500">({hostel.roomCount} added)</span>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Monthly Fee</dt>
          <dd className="font-semibold text-slate-900">{formatWholeRupees(fees.monthly)}</dd>
        </div>
      </dl>

      {amenities.length > 0 && (
        <div className="mt-4">
          <AmenityList amenities={amenities} limit={HOSTEL_CARD_AMENITY_LIMIT} />
        </div>
      )}

      {(warden.name || warden.phone) && (
        <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
          <span className="text-slate-500">Warden</span>
          {warden.name && (
            <span className="inline-flex items-center gap-1">
              <UserRound aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {warden.name}
            </span>
          )}
          {warden.phone && (
            <a
              href={`tel:${warden.phone}`}
              className={cn(
                'inline-flex items-center gap-1 rounded-sm underline-offset-2 hover:underline',
                focusRing,
              )}
            >
              <Phone aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
              {warden.phone}
            </a>
          )}
        </p>
      )}

      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
