import { CircleCheck, CircleX, Fan, Snowflake } from 'lucide-react';
import type { ReactNode } from 'react';
import { ROOM_OCCUPANCY_THRESHOLDS } from '@hms/shared/constants';
import type { Room } from '@hms/shared/rooms';
import { AmenityList } from '@/components/ui/amenity-list';
import { Badge } from '@/components/ui/badge';
import { Card, CardActions } from '@/components/ui/card';
import { OccupancyBar } from '@/components/ui/occupancy-bar';
import { formatWholeRupees } from '@hms/shared/money';

/**
 * A room is Available while it has a free bed, otherwise Full
 * (docs/product-rules.md#derived-occupancy).
 */
function isRoomAvailable(room: Pick<Room, 'currentOccupancy' | 'capacity'>): boolean {
  return room.currentOccupancy < room.capacity;
}

type RoomCardProps = {
  room: Room;
  /** Edit and Delete. */
  actions?: ReactNode;
  /** Who stayed in the room before: its Stays button. */
  stays?: ReactNode;
};

export function RoomCard({ room, actions, stays }: RoomCardProps) {
  const available = isRoomAvailable(room);

  return (
    <Card as="article" className="flex h-full flex-col p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold text-slate-900">Room {room.roomNumber}</h2>
          <p className="text-sm text-slate-600">{room.hostel.name}</p>
        </div>
        <Badge tone={available ? 'green' : 'red'} icon={available ? CircleCheck : CircleX}>
          {available ? 'Available' : 'Full'}
        </Badge>
      </div>

      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-slate-700">
        <span>{room.type}</span>
        <span aria-hidden="true" className="text-slate-300">
          •
        </span>
        <span>Floor {room.floor}</span>
        <Badge tone={room.isAC ? 'blue' : 'slate'} icon={room.isAC ? Snowflake : Fan}>
          {room.isAC ? 'AC' : 'Non-AC'}
        </Badge>
      </div>

      <div className="mt-4">
        <OccupancyBar
          current={room.currentOccupancy}
          capacity={room.capacity}
          thresholds={ROOM_OCCUPANCY_THRESHOLDS}
          label={`Occupancy of room ${room.roomNumber}`}
        />
      </div>

      <dl className="mt-4 text-sm">
        <dt className="text-slate-600">Monthly Rent</dt>
        <dd className="font-semibold text-slate-900">{formatWholeRupees(room.monthlyRent)}</dd>
      </dl>

      <div className="mt-4">
        <h3 className="text-sm text-slate-600">Students</h3>
        {room.students.length > 0 ? (
          <ul className="mt-1 space-y-0.5 text-sm">
            {room.students.map((student) => (
              <li key={student._id} className="text-slate-900">
                {student.bed && <span className="text-slate-600">Bed {student.bed}: </span>}
                {student.name} <span className="text-slate-500">({student.studentId})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-500">No students assigned</p>
        )}
      </div>

      {room.amenities.length > 0 && (
        <div className="mt-4">
          <AmenityList amenities={room.amenities} />
        </div>
      )}

      {stays && <div className="mt-3">{stays}</div>}

      {actions && <CardActions>{actions}</CardActions>}
    </Card>
  );
}
