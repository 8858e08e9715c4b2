import type { HostelInput } from '@hms/shared/hostels';
import { AddButton } from '@/components/ui/form-dialog-button';
import { useCreateHostel } from '../api/create-hostel';
import { HostelForm } from './hostel-form';

/** The 'Add Hostel' button and its dialog. */
export function CreateHostel() {
  const createHostel = useCreateHostel();

  return (
    <AddButton
      label="Add Hostel"
      save={(input: HostelInput) => createHostel.mutateAsync(input)}
      form={(props) => <HostelForm {...props} />}
    />
  );
}
