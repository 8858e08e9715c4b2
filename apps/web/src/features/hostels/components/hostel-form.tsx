import type { DefaultValues, Path } from 'react-hook-form';
import { HOSTEL_TYPES } from '@hms/shared/enums';
import {
  hostelInputSchema,
  type Hostel,
  type HostelFormValues,
  type HostelInput,
} from '@hms/shared/hostels';
import { NameField } from '@/components/forms/account-fields';
import { DialogFormActions } from '@/components/ui/dialog';
import type { DialogFormProps } from '@/components/ui/form-dialog-button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSaveForm } from '@/hooks/use-save-form';

// Every input, by the path the server names in a 400, so its message lands here
// (docs/product-rules.md#input-handling).
const fieldNames = [
  'name',
  'type',
  'totalRooms',
  'totalCapacity',
  'fees.monthly',
  'fees.security',
  'address',
  'amenities',
  'warden.name',
  'warden.phone',
  'warden.email',
] as const satisfies readonly Path<HostelFormValues>[];

const typeOptions = HOSTEL_TYPES.map((type) => ({ value: type, label: type }));

function toFormValues(hostel: Hostel | undefined): DefaultValues<HostelFormValues> {
  if (!hostel) {
    return {
      name: '',
      totalRooms: '',
      totalCapacity: '',
      fees: { monthly: '', security: '' },
      address: '',
      amenities: '',
      warden: { name: '', phone: '', email: '' },
    };
  }
  return {
    name: hostel.name,
    type: hostel.type,
    totalRooms: String(hostel.totalRooms),
    totalCapacity: String(hostel.totalCapacity),
    fees: { monthly: String(hostel.fees.monthly), security: String(hostel.fees.security) },
    address: hostel.address,
    amenities: hostel.amenities.join(', '),
    warden: {
      name: hostel.warden.name ?? '',
      phone: hostel.warden.phone ?? '',
      email: hostel.warden.email ?? '',
    },
  };
}

type HostelFormProps = DialogFormProps<HostelInput> & {
  /** The hostel being edited; without it the form adds a new one. */
  hostel?: Hostel;
};

export function HostelForm({ hostel, onSubmit, onCancel }: HostelFormProps) {
  const { register, submit, errors, isSubmitting } = useSaveForm({
    schema: hostelInputSchema,
    defaultValues: toFormValues(hostel),
    onSubmit,
    fieldNames,
  });

  return (
    <form noValidate onSubmit={submit}>
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField register={register} error={errors.name?.message} autofill="off" initialFocus />
        <FormField label="Type" error={errors.type?.message}>
          {(control) => (
            <Select
              {...control}
              {...register('type')}
              options={typeOptions}
              placeholder="Select type"
            />
          )}
        </FormField>
        <FormField label="Total Rooms" error={errors.totalRooms?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('totalRooms')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
        <FormField label="Total Capacity" error={errors.totalCapacity?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('totalCapacity')}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
          )}
        </FormField>
        <FormField label="Monthly Fee (₹)" error={errors.fees?.monthly?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('fees.monthly')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField label="Security Deposit (₹)" error={errors.fees?.security?.message}>
          {(control) => (
            <Input
              {...control}
              {...register('fees.security')}
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          )}
        </FormField>
        <FormField label="Address" error={errors.address?.message} className="sm:col-span-2">
          {(control) => (
            <Textarea {...control} {...register('address')} autoComplete="street-address" />
          )}
        </FormField>
        <FormField
          label="Amenities"
          hint="Separate with commas, e.g. WiFi, Mess, Laundry"
          error={errors.amenities?.message}
          className="sm:col-span-2"
        >
          {(control) => <Input {...control} {...register('amenities')} autoComplete="off" />}
        </FormField>
      </div>

      {/* The rule sits on a wrapper: on the fieldset itself the legend would cut through it. */}
      <div className="mt-6 border-t border-slate-200 pt-5">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            Warden <span className="font-normal text-slate-500">(optional)</span>
          </legend>
          <div className="mt-3 grid gap-5 sm:grid-cols-2">
            <FormField label="Warden Name" error={errors.warden?.name?.message}>
              {(control) => <Input {...control} {...register('warden.name')} autoComplete="off" />}
            </FormField>
            <FormField label="Warden Phone" hint="10 digits." error={errors.warden?.phone?.message}>
              {(control) => (
                <Input
                  {...control}
                  {...register('warden.phone')}
                  type="tel"
                  inputMode="numeric"
                  autoComplete="off"
                />
              )}
            </FormField>
            <FormField
              label="Warden Email"
              error={errors.warden?.email?.message}
              className="sm:col-span-2"
            >
              {(control) => (
                <Input
                  {...control}
                  {...register('warden.email')}
                  type="email"
                  autoComplete="off"
                  autoCapitalize="none"
                  spellCheck={false}
                />
              )}
            </FormField>
          </div>
        </fieldset>
      </div>

      <DialogFormActions pending={isSubmitting} onCancel={onCancel} />
    </form>
  );
}
