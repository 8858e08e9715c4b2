import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreateHostel } from '../api/create-hostel';
import { HostelForm } from './hostel-form';

/** The 'Add Hostel' button and its dialog. */
export function CreateHostel() {
  const [open, setOpen] = useState(false);
  const createHostel = useCreateHostel();
  const close = () => setOpen(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Hostel
      </Button>
      <Dialog open={open} onClose={close} title="Add Hostel" size="lg">
        <HostelForm
          onCancel={close}
          onSubmit={async (input) => {
            await createHostel.mutateAsync(input);
            close();
          }}
        />
      </Dialog>
    </>
  );
}
