import type { Hostel, HostelInput } from '@hms/shared/hostels';
import { EditButton } from '@/components/ui/form-dialog-button';
import { useUpdateHostel } from '../api/update-hostel';
import { HostelForm } from './hostel-form';

/** A hostel card's Edit button and its dialog, filled in with the hostel. */
export function UpdateHostel({ hostel }: { hostel: Hostel }) {
  const updateHostel = useUpdateHostel();

  return (
    <EditButton
      name={hostel.name}
      title="Edit Hostel"
      save={(input: HostelInput) => updateHostel.mutateAsync({ id: hostel._id, input })}
      form={(props) => <HostelForm hostel={hostel} {...props} />}
    />
  );
}
