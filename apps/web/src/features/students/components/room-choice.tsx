import type { Room } from '@hms/shared/rooms';
import { focusRing } from '@/components/ui/focus-ring';
import { cn } from '@/lib/class-names';

/** 'Room 101 · Double · Floor 1 · 1 / 2 occupied' is each choice's accessible name. */
export function RoomChoice({
  room,
  name,
  checked,
  onChoose,
}: {
  room: Room;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  return (
    <li>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border border-slate-200 px-3 py-2.5 hover:bg-slate-50',
          'has-checked:border-indigo-600 has-checked:bg-indigo-50',
        )}
      >
        <input
          type="radio"
          name={name}
          value={room._id}
          checked={checked}
          onChange={onChoose}
          className={cn('size-4 shrink-0 accent-indigo-600', focusRing)}
        />
        <span className="min-w-0 text-sm">
          <span className="block font-semibold text-slate-900">Room {room.roomNumber}</span>
          <span className="block text-slate-600">
            {/* On screen the lines part the number from the rest; read aloud, the dot does. */}
            <span className="sr-only"> · </span>
            {room.type} · Floor {room.floor} ·{' '}
            <span className="tabular-nums">
              {room.currentOccupancy} / {room.capacity} occupied
            </span>
          </span>
        </span>
      </label>
    </li>
  );
}
