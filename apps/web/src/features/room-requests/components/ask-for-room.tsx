import { useState, type FormEvent } from 'react';
import { ROOM_TYPES } from '@hms/shared/enums';
import { roomRequestCreateSchema } from '@hms/shared/room-requests';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useAskForRoom, useRequestOptions } from '../api/room-requests';

type Errors = Partial<Record<'preferredHostel' | 'preferredRoomType' | 'reason', string>>;

/** A student's request for a first room or a change (docs/product-rules.md#room-requests). */
export function AskForRoom({ hasRoom }: { hasRoom: boolean }) {
  const options = useRequestOptions();
  const ask = useAskForRoom();
  const [hostel, setHostel] = useState('');
  const [type, setType] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = roomRequestCreateSchema.safeParse({
      preferredHostel: hostel || undefined,
      preferredRoomType: type || undefined,
      reason,
    });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const path = issue.path[0] as keyof Errors;
        found[path] ??= issue.message;
      }
      return setErrors(found);
    }
    setErrors({});
    ask.mutate(parsed.data, {
      onSuccess: () => setReason(''),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const field = error.errors.find((e) => e.path === 'preferredHostel');
        if (field) setErrors({ preferredHostel: field.message });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Preferred hostel" hint="Optional." error={errors.preferredHostel}>
          {(control) => (
            <Select
              {...control}
              value={hostel}
              onChange={(event) => setHostel(event.target.value)}
              options={(options.data?.hostels ?? []).map((h) => ({ value: h._id, label: h.name }))}
              placeholder="Any hostel"
            />
          )}
        </FormField>
        <FormField label="Preferred room type" hint="Optional." error={errors.preferredRoomType}>
          {(control) => (
            <Select
              {...control}
              value={type}
              onChange={(event) => setType(event.target.value)}
              options={ROOM_TYPES.map((value) => ({ value, label: value }))}
              placeholder="Any type"
            />
          )}
        </FormField>
      </div>
      <FormField label="Reason" error={errors.reason}>
        {(control) => (
          <Textarea
            {...control}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </FormField>
      <SubmitButton pending={ask.isPending} pendingText="Sending..." fullWidth={false}>
        {hasRoom ? 'Ask for a Room Change' : 'Ask for a Room'}
      </SubmitButton>
    </form>
  );
}
