import { UserRound } from 'lucide-react';
import { useEffect } from 'react';
import type { Path } from 'react-hook-form';
import {
  profileUpdateSchema,
  type ProfileFormValues,
  type ProfileUpdateInput,
  type StudentProfile,
} from '@hms/shared/profile';
import { PhoneField } from '@/components/forms/account-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SectionCard } from '@/components/ui/section-card';
import { SubmitButton } from '@/components/ui/submit-button';
import { useSaveForm } from '@/hooks/use-save-form';
import { useUpdateProfile } from '../api/update-profile';

// The inputs a server 400 may name, so its messages land under them
// (docs/product-rules.md#input-handling).
const fieldNames = ['name', 'phone'] as const satisfies readonly Path<ProfileFormValues>[];

type ProfileFormProps = {
  profile: StudentProfile;
  /** Back to the view, after a save or on Cancel. */
  onDone: () => void;
};

/**
 * The Personal Information card in edit mode. It is rendered only while editing and starts from
 * the saved profile each time, so Cancel discards the edits simply by leaving.
 */
export function ProfileForm({ profile, onDone }: ProfileFormProps) {
  const updateProfile = useUpdateProfile();
  const { register, setFocus, submit, errors, isSubmitting } = useSaveForm({
    schema: profileUpdateSchema,
    defaultValues: { name: profile.name, phone: profile.phone },
    onSubmit: async (input: ProfileUpdateInput) => {
      await updateProfile.mutateAsync(input);
      onDone();
    },
    fieldNames,
  });

  // The Edit Profile button that had the focus is gone; the first field takes it.
  useEffect(() => {
    setFocus('name');
  }, [setFocus]);

  return (
    <SectionCard title="Personal Information" icon={UserRound}>
      <form noValidate onSubmit={submit}>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Full Name" error={errors.name?.message}>
            {(control) => <Input {...control} {...register('name')} autoComplete="name" />}
          </FormField>
          <PhoneField register={register} error={errors.phone?.message} autoComplete="tel" />
          {/* Read-only for the student (rule profile-edit): they see what the office holds. */}
          <FormField label="Email" hint="Only the hostel office can change it.">
            {(control) => <Input {...control} type="email" value={profile.email} readOnly />}
          </FormField>
          <FormField label="Student ID" hint="Only the hostel office can change it.">
            {(control) => <Input {...control} value={profile.studentId} readOnly />}
          </FormField>
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <SubmitButton pending={isSubmitting} pendingText="Saving..." fullWidth={false}>
            Save Changes
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}
