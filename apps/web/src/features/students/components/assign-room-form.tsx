import { CircleAlert, RefreshCw } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FieldError } from '@hms/shared/api';
import { roomMessages } from '@hms/shared/messages';
import { assignRoomSchema, type AssignRoomInput, type Student } from '@hms/shared/students';
import { Button } from '@/components/ui/button';
import { DialogFormActions } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { moveDateProblem } from '@hms/shared/residencies';
import { useToday } from '@/lib/public-config';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/class-names';
import { useAvailableRooms } from '../api/get-available-rooms';
import { BedAndDayFields, freeBedsOf } from './bed-and-day-fields';
import { hostelHint, hostelsFor, type HostelOption } from './hostel-offer';
import { RoomChoice } from './room-choice';

// Up to this many rooms read well as one list; beyond it a search box helps find the one meant.
const ROOM_SEARCH_THRESHOLD = 10;

type FieldMessages = Partial<Record<keyof AssignRoomInput, string>>;

/** The first message for each field, from the schema's issues or the server's `errors`. */
function toFieldMessages(errors: readonly FieldError[]): FieldMessages {
  const messages: FieldMessages = {};
  for (const { path, message } of errors) {
    const known = path === 'roomId' || path === 'hostel' || path === 'bed' || path === 'date';
    if (known && !messages[path]) messages[path] = message;
  }
  return messages;
}

/** What the form's submit does: assign a room, or approve a request with the room chosen. */
export type Placement = {
  run: (
    input: AssignRoomInput,
    done: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  pending: boolean;
  submitLabel: string;
  pendingText: string;
};

type AssignRoomFormProps = {
  student: Pick<Student, 'name' | 'gender' | 'hostel' | 'room'>;
  hostels: readonly HostelOption[];
  onCancel: () => void;
  onDone: () => void;
  placement: Placement;
  /** The hostel the choice starts in when the student has none: the one they asked for. */
  startHostel?: string | undefined;
  /** Fields of the caller's own, above the buttons. */
  children?: ReactNode;
  onError?: (error: unknown) => void;
};

/**
 * A hostel first, then one of its rooms with a free bed (docs/product-rules.md#bed-assignment).
 * The server lists only those (`available=true&hostel=`), so full rooms and other hostels' rooms
 * are never offered.
 */
export function AssignRoomForm(props: AssignRoomFormProps) {
  const { student, hostels, onCancel, onDone, placement, startHostel, children } = props;
  const offered = hostelsFor(student.gender, hostels);
  // Moving someone usually stays within their hostel, so that is where the choice starts.
  const [hostel, setHostel] = useState(() => {
    const start = student.hostel?._id ?? startHostel;
    return start && offered.some((option) => option._id === start) ? start : '';
  });
  const [search, setSearch] = useState('');
  const [roomId, setRoomId] = useState('');
  const [bed, setBed] = useState('');
  const today = useToday();
  const [date, setDate] = useState(today);
  const [errors, setErrors] = useState<FieldMessages>({});
  const hostelRef = useRef<HTMLSelectElement>(null);
  const roomsRef = useRef<HTMLFieldSetElement>(null);
  const radioName = useId();
  const roomErrorId = useId();
  const roomNoteId = useId();

  const rooms = useAvailableRooms(hostel ? { hostel, search: search || undefined } : undefined);
  // Their own room would be no move at all.
  const choices = rooms.data?.data.filter((room) => room._id !== student.room?._id);
  // A room counts as chosen only while it is offered: one that has just filled up, or that a
  // search has hidden, cannot be sent unseen.
  const chosen = choices?.some((room) => room._id === roomId) ? roomId : '';
  const chosenRoom = choices?.find((room) => room._id === chosen);
  const total = rooms.data?.pagination.total ?? 0;
  const showSearch = hostel !== '' && (search !== '' || total > ROOM_SEARCH_THRESHOLD);

  function changeHostel(next: string) {
    setHostel(next);
    // The room choice resets when the hostel changes (docs/product-rules.md#bed-assignment).
    setRoomId('');
    setSearch('');
    setErrors({});
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = assignRoomSchema.safeParse({
      roomId: chosen,
      hostel: hostel || undefined,
      bed: bed ? Number(bed) : undefined,
      // Today is what the server takes when no day is sent.
      date: date && date !== today ? date : undefined,
    });
    const dateProblem = date ? moveDateProblem({ date, today }) : undefined;
    if (parsed.success && dateProblem) {
      setErrors({ date: dateProblem });
      return;
    }
    if (!parsed.success) {
      setErrors(
        toFieldMessages(
          parsed.error.issues.map((issue) => ({
            path: issue.path.join('.'),
            message: issue.message,
          })),
        ),
      );
      // To where the choice is made: the hostel until there is one, then the rooms.
      const firstRoom = roomsRef.current?.querySelector<HTMLInputElement>('input[type="radio"]');
      if (hostel && firstRoom) firstRoom.focus();
      else hostelRef.current?.focus();
      return;
    }
    setErrors({});
    placement.run(parsed.data, {
      onSuccess: onDone,
      // The toast says why; a field the server names gets its message too.
      onError: (error) => {
        if (error instanceof ApiError) setErrors(toFieldMessages(error.errors));
        props.onError?.(error);
      },
    });
  }

  function roomList() {
    if (!hostel) {
      return (
        <p className="text-sm text-slate-600">Choose a hostel to see its rooms with a free bed.</p>
      );
    }
    if (!choices) {
      if (rooms.isError) {
        return (
          <div className="flex flex-wrap items-center gap-3 text-sm text-red-800">
            <span>{roomMessages.loadFailed}</span>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => void rooms.refetch()}
              disabled={rooms.isFetching}
            >
              <RefreshCw aria-hidden="true" className="size-4" />
              Retry
            </Button>
          </div>
        );
      }
      return <Spinner label="Loading rooms" className="py-6" />;
    }
    if (choices.length === 0) {
      return (
        <p className="rounded-lg border border-dashed border-slate-300 px-3 py-4 text-center text-sm text-slate-600">
          {search ? 'No available rooms match your search' : 'No available rooms in this hostel'}
        </p>
      );
    }
    return (
      <ul
        aria-busy={rooms.isPlaceholderData || undefined}
        className={cn(
          '-m-1 max-h-80 space-y-2 overflow-y-auto p-1',
          rooms.isPlaceholderData && 'opacity-60',
        )}
      >
        {choices.map((room) => (
          <RoomChoice
            key={room._id}
            room={room}
            name={radioName}
            checked={room._id === chosen}
            onChoose={() => {
              setRoomId(room._id);
              setBed('');
              setErrors({});
            }}
          />
        ))}
      </ul>
    );
  }

  const truncated = rooms.data && rooms.data.pagination.total > rooms.data.data.length;
  const roomDescription = [truncated ? roomNoteId : null, errors.roomId ? roomErrorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Hostel" hint={hostelHint(student, offered.length)} error={errors.hostel}>
        {(control) => (
          <Select
            {...control}
            ref={hostelRef}
            value={hostel}
            onChange={(event) => changeHostel(event.target.value)}
            options={offered.map((option) => ({ value: option._id, label: option.name }))}
            placeholder="Select hostel"
            data-autofocus
          />
        )}
      </FormField>

      {showSearch && (
        <FormField label="Search rooms">
          {(control) => (
            <SearchInput
              {...control}
              value={search}
              onSearch={setSearch}
              placeholder="Room number"
              maxLength={50}
              autoComplete="off"
            />
          )}
        </FormField>
      )}

      <fieldset ref={roomsRef} aria-describedby={roomDescription || undefined}>
        <legend className="mb-1.5 text-sm font-medium text-slate-700">Room</legend>
        {roomList()}
        {truncated && (
          <p id={roomNoteId} className="mt-2 text-xs text-slate-500">
            Showing the first {rooms.data?.data.length} of {rooms.data?.pagination.total} rooms with
            a free bed. Search by room number to find another.
          </p>
        )}
        {errors.roomId && (
          <p
            id={roomErrorId}
            role="alert"
            className="mt-2 flex items-center gap-1.5 text-sm text-red-700"
          >
            <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
            {errors.roomId}
          </p>
        )}
      </fieldset>

      <BedAndDayFields
        beds={chosenRoom ? freeBedsOf(chosenRoom) : []}
        bed={bed}
        onBed={setBed}
        date={date}
        onDate={setDate}
        today={today}
        errors={errors}
        dayLabel={student.room ? 'Moving day' : 'Moving-in day'}
      />

      {children}

      <DialogFormActions
        pending={placement.pending}
        onCancel={onCancel}
        submitLabel={placement.submitLabel}
        pendingText={placement.pendingText}
      />
    </form>
  );
}
