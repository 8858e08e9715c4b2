import { useWatch, type DefaultValues } from 'react-hook-form';
import { ROOM_CAPACITY, ROOM_TYPES } from '@hms/shared/enums';
import { roomInputSchema, type Room, type RoomFormValues, type RoomInput } from '@hms/shared/rooms';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveForm } from '@/hooks/use-save-form';

type HostelOption = Pick<Room['hostel'], '_id' | 'name'>;

const fieldNames = Object.keys(roomInputSchema.shape);
const typeOptions = ROOM_TYPES.map((type) => ({ value: type, label: type }));

function toFormValues(room: Room | undefined, hostel: string | undefined) {
  if (!room) {
    return {
      roomNumber: '',
      hostel: hostel ?? '',
      floor: '',
      monthlyRent: '',
      isAC: false,
      amenities: '',
    } satisfies DefaultValues<RoomFormValues>;
  }
  return {
    roomNumber: room.roomNumber,
    hostel: room.hostel._id,
    type: room.type,
    floor: String(room.floor),
    monthlyRent: String(room.monthlyRent),
    isAC: room.isAC,
    amenities: room.amenities.join(', '),
  } satisfies DefaultValues<RoomFormValues>;
}

type RoomFormProps = DialogFormProps<RoomInput> & {
  /** The room being edited; without it the form adds a new one. */
  room?: Room;
  hostels: readonly HostelOption[];
  /** Preselected for a new room, e.g. the hostel the list is filtered by. */
  defaultHostel?: string | undefined;
};

export function RoomForm({ room, hostels, defaultHostel, onSubmit, onCancel }: RoomFormProps) {
  const { register, control, submit, errors, isSubmitting } = useSaveForm({
    schema: roomInputSchema,
    defaultValues: toFormValues(room, defaultHostel),
    onSubmit,
    fieldNames,
  });
  const type = useWatch({ control, name: 'type' });
  // Capacity follows the type and is never typed in (docs/product-rules.md#bed-capacity).
  const capacity = type ? ROOM_CAPACITY[type] : undefined;

  // The room's own hostel stays selectable even if the hostel list failed to load.
  const hostelOptions = (
    room && !hostels.some((hostel) => hostel._id === room.hostel._id)
      ? [room.hostel, ...hostels]
      : hostels
  ).map((hostel) => ({ value: hostel._id, label: hostel.name }));

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Room Number" error={errors.roomNumber?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('roomNumber')}
              autoComplete="off"
              maxLength={20}
              data-autofocus
            />
          )}
        </FormField>
        <FormField
          label="Hostel"
          hint={hostelOptions.length === 0 ? 'Add a hostel on the Hostels page first.' : undefined}
          error={errors.hostel?.message}
        >
          {(control) => (
            <Select
              {...control}
              {...register('hostel')}
              options={hostelOptions}
              placeholder="Select hostel"
            />
          )}
        </FormField>
        <FormField label="Room Type" error={errors.type?.message}>
          {(control) => (
            <Select
              {...control}
              {...register('type')}
              options={typeOptions}
              placeholder="Select room type"
            />
          )}
        </FormField>
        <FormField label="Capacity" hint="Set by the room type.">
          {(control) => (
            <Input {...control} readOnly value={capacity ?? ''} placeholder="Choose a room type" />
          )}
        </FormField>
        <FormField label="Floor" error={errors.floor?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('floor')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
        <FormField label="Monthly Rent (₹)" error={errors.monthlyRent?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('monthlyRent')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <Checkbox label="Air Conditioned" {...register('isAC')} className="sm:col-span-2" />
        <FormField
          label="Amenities"
          hint="Separate with commas, e.g. WiFi, Study Table, Attached Bathroom"
          error={errors.amenities?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...register('amenities')} autoComplete="off" />}
        </FormField>
      </div>

      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
