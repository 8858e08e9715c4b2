import { useId } from 'react';
import type { ImportKind } from '@hms/shared/imports';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Select } from '@/components/ui/select';

const kindChoices = [
  {
    value: 'students',
    title: 'Students',
    detail: 'New and changed students, and their hostel, room and bed if the file gives them',
  },
  { value: 'rooms', title: 'Rooms', detail: 'New and changed rooms of one hostel' },
] as const;

export type ImportSettingsErrors = { hostel?: string; initialPassword?: string };

type ImportSettingsProps = {
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  /** The hostels rooms may be imported into; undefined while they load. */
  hostels: readonly { _id: string; name: string }[] | undefined;
  hostel: string;
  onHostelChange: (hostel: string) => void;
  password: string;
  onPasswordChange: (password: string) => void;
  errors: ImportSettingsErrors;
  disabled: boolean;
};

/** What the file holds, and what it needs besides: the rooms' hostel, or new students' password. */
export function ImportSettings(props: ImportSettingsProps) {
  const { kind, hostels, errors, disabled } = props;
  const name = useId();
  return (
    <>
      <fieldset disabled={disabled}>
        <legend className="mb-2 text-sm font-medium text-slate-700">What to import</legend>
        <ChoiceCards
          name={name}
          choices={kindChoices}
          value={kind}
          onChange={(value) => props.onKindChange(value as ImportKind)}
        />
      </fieldset>
      {kind === 'rooms' ? (
        <FormField
          label="Hostel"
          hint="The hostel every room of the file is in."
          error={errors.hostel}
        >
          {(control) => (
            <Select
              {...control}
              value={props.hostel}
              disabled={disabled}
              onChange={(event) => props.onHostelChange(event.target.value)}
              options={(hostels ?? []).map((hostel) => ({ value: hostel._id, label: hostel.name }))}
              placeholder={hostels ? 'Choose a hostel' : 'Loading hostels...'}
            />
          )}
        </FormField>
      ) : (
        <FormField
          label="Initial password"
          hint="New students sign in with this password once, and must then choose their own."
          error={errors.initialPassword}
        >
          {(control) => (
            <PasswordInput
              {...control}
              value={props.password}
              disabled={disabled}
              autoComplete="new-password"
              revealLabel="initial password"
              onChange={(event) => props.onPasswordChange(event.target.value)}
            />
          )}
        </FormField>
      )}
    </>
  );
}
