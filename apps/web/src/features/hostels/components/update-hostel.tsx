import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUpdateHostel } from '../api/update-hostel';
import { HostelForm } from './hostel-form';

/** A hostel card's Edit button and its dialog, filled in with the hostel. */
export function UpdateHostel({ hostel }: { hostel: Hostel }) {
  const [open, setOpen] = useState(false);
  const updateHostel = useUpdateHostel();
  const close = () => setOpen(false);

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        aria-label={`Edit ${hostel.name}`}
        onClick={() => setOpen(true)}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Dialog open={open} onClose={close} title="Edit Hostel" size="lg">
        <HostelForm
          hostel={hostel}
          onCancel={close}
          onSubmit={async (input) => {
            await updateHostel.mutateAsync({ id: hostel._id, input });
            close();
          }}
        />
      </Dialog>
    </>
  );
}
