import { BedDouble, Fan, Snowflake } from 'lucide-react';
import { profileMessages } from '@hms/shared/messages';
import type { ResidentRoom } from '@hms/shared/profile';
import { AmenityList } from '@/components/ui/amenity-list';
import { Badge } from '@/components/ui/badge';
import { DetailItem, DetailList } from '@/components/ui/detail-list';
import { SectionCard, SectionEmpty } from '@/components/ui/section-card';
import { formatWholeRupees } from '@hms/shared/money';

export function RoomInformationCard({ room }: { room: ResidentRoom | null }) {
  if (!room) {
    return (
      <SectionCard title="Room Information" icon={BedDouble}>
        <SectionEmpty>{profileMessages.noRoom}</SectionEmpty>
      </SectionCard>
    );
  }

  return (
    <SectionCard title="Room Information" icon={BedDouble}>
      <DetailList>
        <DetailItem label="Room Number">{room.roomNumber}</DetailItem>
        <DetailItem label="Type">{room.type}</DetailItem>
        <DetailItem label="Floor">{room.floor}</DetailItem>
        <DetailItem label="Capacity">
          {room.capacity} {room.capacity === 1 ? 'bed' : 'beds'}
        </DetailItem>
        <DetailItem label="Monthly Rent">{formatWholeRupees(room.monthlyRent)}</DetailItem>
        <DetailItem label="Air Conditioning">
          <Badge tone={room.isAC ? 'blue' : 'slate'} icon={room.isAC ? Snowflake : Fan}>
            {room.isAC ? 'Yes' : 'No'}
          </Badge>
        </DetailItem>
        <DetailItem label="Amenities" className="sm:col-span-2">
          {room.amenities.length > 0 ? (
            <div className="mt-1">
              <AmenityList amenities={room.amenities} />
            </div>
          ) : (
            <span className="font-normal text-slate-600">None listed</span>
          )}
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}
