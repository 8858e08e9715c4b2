import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { staffMessages } from '@hms/shared/messages';
import type { WardenCreated } from '@hms/shared/staff';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { Notice } from '@/components/ui/notice';
import { useCreateWarden } from '../api/save-warden';
import { WardenForm } from './warden-form';

/**
 * The 'Add Warden' button, its dialog, and then the temporary password: shown this once, for the
 * office to hand over. The warden must replace it at their first sign-in.
 */
export function CreateWarden({ hostels }: { hostels: Pick<Hostel, '_id' | 'name'>[] | undefined }) {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<WardenCreated | null>(null);
  const createWarden = useCreateWarden();
  const close = () => setOpen(false);

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus aria-hidden="true" className="size-4" />
        Add Warden
      </Button>
      <Dialog open={open} onClose={close} title="Add Warden" size="lg">
        <WardenForm
          hostels={hostels}
          onCancel={close}
          onSubmit={async ({ isActive: _new, ...input }) => {
            setCreated(await createWarden.mutateAsync(input));
            close();
          }}
        />
      </Dialog>
      <Dialog
        open={created !== null}
        onClose={() => setCreated(null)}
        title="Temporary password"
        description={created ? staffMessages.created(created.data.name) : undefined}
      >
        {created && (
          <>
            <p className="text-sm text-slate-700">
              Sign-in e-mail: <span className="font-medium">{created.data.email}</span>
            </p>
            <p
              className="mt-3 rounded-lg bg-slate-100 px-4 py-3 text-center font-mono text-lg tracking-wider text-slate-900 select-all"
              aria-label="Temporary password"
              data-testid="temporary-password"
            >
              {created.temporaryPassword}
            </p>
            <div className="mt-4">
              <Notice>
                This is the only time it is shown. The warden chooses their own password when they
                first sign in.
              </Notice>
            </div>
            <DialogActions>
              <Button onClick={() => setCreated(null)}>Done</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
