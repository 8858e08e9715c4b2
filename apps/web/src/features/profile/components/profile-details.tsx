import { profileMessages } from '@hms/shared/messages';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '../api/get-profile';
import { AcademicInformationCard } from './academic-information-card';
import { HostelInformationCard } from './hostel-information-card';
import { PersonalInformationCard } from './personal-information-card';
import { ProfileForm } from './profile-form';
import { RoomInformationCard } from './room-information-card';

type ProfileDetailsProps = {
  /** Edit mode: the Personal Information card becomes the form; the rest stays in view. */
  editing: boolean;
  onStopEditing: () => void;
};

export function ProfileDetails({ editing, onStopEditing }: ProfileDetailsProps) {
  const profile = useProfile();

  // A failed background refresh keeps the profile on screen; only data never loaded shows the error.
  if (!profile.data) {
    if (profile.isError) {
      return <QueryLoadError query={profile} message={profileMessages.loadFailed} />;
    }
    return <Spinner label="Loading profile" className="py-16" />;
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-2">
      {editing ? (
        <ProfileForm profile={profile.data} onDone={onStopEditing} />
      ) : (
        <PersonalInformationCard profile={profile.data} />
      )}
      <AcademicInformationCard profile={profile.data} />
      <HostelInformationCard hostel={profile.data.hostel} />
      <RoomInformationCard room={profile.data.room} />
    </div>
  );
}
