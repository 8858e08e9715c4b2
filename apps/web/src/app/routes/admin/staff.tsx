import { ContentLayout } from '@/components/layouts/content-layout';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { SetTemporaryPassword } from '@/features/password-reset/components/set-temporary-password';
import { CreateWarden } from '@/features/staff/components/create-warden';
import { WardensList } from '@/features/staff/components/wardens-list';

/** The office's wardens: who runs which hostel, and whose account is on. */
export function StaffRoute() {
  // The hostels to give a warden come from the hostels feature.
  const hostels = useHostelChoices();
  return (
    <ContentLayout
      title="Staff"
      description="Wardens run the hostels they are given: their rooms, residents and complaints."
      actions={<CreateWarden hostels={hostels} />}
    >
      <WardensList
        hostels={hostels}
        renderAccount={(warden) => (
          <SetTemporaryPassword account={{ role: 'warden', _id: warden._id, name: warden.name }} />
        )}
      />
    </ContentLayout>
  );
}
