import { STAFF_ROLES } from '@hms/shared/enums';
import type { Hostel } from '@hms/shared/hostels';
import { staffMessages } from '@hms/shared/messages';
import { wardenFormSchema, type Warden, type WardenFormInput } from '@hms/shared/staff';
import { NameField } from '@/components/forms/account-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useSaveForm } from '@/hooks/use-save-form';
import { staffRoleWords } from '../staff-roles';

const fieldNames = ['name', 'email', 'phone', 'role', 'hostelIds', 'isActive'];

const roleOptions = STAFF_ROLES.map((role) => ({ value: role, label: staffRoleWords[role].label }));

type WardenFormProps = DialogFormProps<WardenFormInput> & {
  /** The member of staff being edited; without it the form adds a new one, active. */
  warden?: Warden;
  /** The hostels to choose from; undefined while they load. */
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
};

/**
 * Name, e-mail, phone and the hostels they work in; adding also chooses the role, a warden unless
 * changed, which stays (docs/decisions/062); editing also switches the account on or off.
 */
export function WardenForm({ warden, hostels, onSubmit, onCancel }: WardenFormProps) {
  const { register, submit, errors, isSubmitting, watch } = useSaveForm({
    schema: wardenFormSchema,
    defaultValues: {
      name: warden?.name ?? '',
      email: warden?.email ?? '',
      phone: warden?.phone ?? '',
      role: warden?.role ?? 'warden',
      hostelIds: warden?.hostels.map((h) => h._id) ?? [],
      isActive: warden?.isActive ?? true,
    },
    onSubmit,
    fieldNames,
  });
  const words = staffRoleWords[watch('role')];
  const hostelsError = errors.hostelIds?.message ?? errors.hostelIds?.root?.message;

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField register={register} error={errors.name?.message} autofill="off" initialFocus />
        <FormField label="Email" error={errors.email?.message}>
          {(control) => (
            <Input {...control} {...register('email')} type="email" autoComplete="off" />
          )}
        </FormField>
        <FormField label="Phone" error={errors.phone?.message}>
          {(control) => (
            <Input {...control} {...register('phone')} type="tel" inputMode="numeric" />
          )}
        </FormField>
        {!warden && (
          <FormField label="Role" error={errors.role?.message}>
            {(control) => <Select {...control} {...register('role')} options={roleOptions} />}
          </FormField>
        )}
      </div>
      <fieldset
        className="mt-5"
        aria-describedby={errors.hostelIds ? 'warden-hostels-error' : undefined}
      >
        <legend className="text-sm font-medium text-slate-700">{words.hostelsLegend}</legend>
        {hostels === undefined ? (
          <p className="mt-2 text-sm text-slate-600">Loading hostels...</p>
        ) : hostels.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">Add a hostel first.</p>
        ) : (
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {hostels.map((hostel) => (
              <Checkbox
                key={hostel._id}
                label={hostel.name}
                value={hostel._id}
                className="min-w-0"
                {...register('hostelIds')}
              />
            ))}
          </div>
        )}
        {errors.hostelIds && (
          <p id="warden-hostels-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {/* The schema's sentence is a warden's; each role has its own. */}
            {hostelsError === staffMessages.hostelsRequired ? words.hostelsRequired : hostelsError}
          </p>
        )}
      </fieldset>
      {warden && (
        <Checkbox className="mt-5" label="Active: may sign in and work" {...register('isActive')} />
      )}
      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
