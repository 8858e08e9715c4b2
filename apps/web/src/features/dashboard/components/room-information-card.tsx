import { BedDouble, Fan, Snowflake } from 'lucide-react';
import { dashboardMessages } from '@hms/shared/messages';
import type { ResidentRoom } from '@hms/shared/profile';
import { AmenityList } from '@/components/ui/amenity-list';
import { Badge } from '@/components/ui/badge';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { formatWholeRupees } from '@hms/shared/money';

export function RoomInformationCard({ room }: { room: ResidentRoom | null }) {
  return (
    <SectionCard
      title="Room Information"
      icon={BedDouble}
      action={
        room && (
          <Badge tone={room.isAC ? 'blue' : 'slate'} icon={room.isAC ? Snowflake : Fan}>
            {room.isAC ? 'AC' : 'Non-AC'}
          </Badge>
        )
      }
    >
      {room ? (
        <DetailList>
          <DetailItem label="Room Number">{room.roomNumber}</DetailItem>
          <DetailItem label="Type">{room.type}</DetailItem>
          <DetailItem label="Floor">{room.floor}</DetailItem>
          <DetailItem label="Occupancy">
            <span className="tabular-nums">
              {room.currentOccupancy}/{room.capacity}
            </span>
          </DetailItem>
          <DetailItem label="Monthly Rent">{formatWholeRupees(room.monthlyRent)}</DetailItem>
          {room.amenities.length > 0 && (
            <DetailItem label="Amenities" className="sm:col-span-2">
              <div className="mt-1">
                <AmenityList amenities={room.amenities} />
              </div>
            </DetailItem>
          )}
        </DetailList>
      ) : (
        <SectionEmpty>{dashboardMessages.notAssigned}</SectionEmpty>
      )}
    </SectionCard>
  );
}
