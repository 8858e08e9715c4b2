import { Pencil } from 'lucide-react';
import { ContentLayout } from '@/components/layouts/content-layout';
import { Button } from '@/components/ui/button';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileDetails } from '@/features/profile/components/profile-details';
import { OwnStaysCard } from '@/features/residencies/components/own-stays-card';
import { GuardiansCard } from '@/features/guardians/components/guardians-card';
import { useEditMode } from '@/features/profile/hooks/use-edit-mode';

export function ProfileRoute() {
  const profile = useProfile();
  const { editing, editButtonRef, startEditing, stopEditing } = useEditMode();

  return (
    <ContentLayout
      title="My Profile"
      actions={
        // Nothing to edit before the profile has loaded; while editing, the form has Cancel.
        profile.data &&
        !editing && (
          <Button ref={editButtonRef} onClick={startEditing}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit Profile
          </Button>
        )
      }
    >
      <ProfileDetails editing={editing} onStopEditing={stopEditing} />
      {!editing && (
        <div className="mt-6 space-y-6">
          <GuardiansCard />
          <OwnStaysCard />
        </div>
      )}
    </ContentLayout>
  );
}
