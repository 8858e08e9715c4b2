import type { CalendarDay } from '@hms/shared/calendar-day';
import type { Room } from '@hms/shared/rooms';
import { FormField } from '@/components/ui/form-field';
import { DayField } from '@/components/ui/day-field';
import { Select } from '@/components/ui/select';

/** The beds of the room that nobody holds, lowest first. */
export function freeBedsOf(room: Pick<Room, 'capacity' | 'students'>): number[] {
  const taken = new Set(room.students.map((resident) => resident.bed));
  return Array.from({ length: room.capacity }, (_, i) => i + 1).filter((bed) => !taken.has(bed));
}

type Props = {
  /** The free beds of the chosen room; none before a room is chosen. */
  beds: readonly number[];
  bed: string;
  onBed: (bed: string) => void;
  date: CalendarDay;
  onDate: (date: CalendarDay) => void;
  today: CalendarDay;
  errors: { bed?: string | undefined; date?: string | undefined };
  dayLabel: string;
};

/**
 * Which bed, and from which day (docs/product-rules.md#residencies): the first free bed and today
 * unless the office says otherwise. A past day records what happened then; the server refuses
 * one before the student's or the bed's last stay ended.
 */
export function BedAndDayFields({
  beds,
  bed,
  onBed,
  date,
  onDate,
  today,
  errors,
  dayLabel,
}: Props) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Bed" error={errors.bed}>
        {(control) => (
          <Select
            {...control}
            value={bed}
            onChange={(event) => onBed(event.target.value)}
            disabled={beds.length === 0}
            options={beds.map((free) => ({ value: String(free), label: `Bed ${free}` }))}
            placeholder="First free bed"
          />
        )}
      </FormField>
      <DayField label={dayLabel} value={date} onChange={onDate} today={today} error={errors.date} />
    </div>
  );
}
