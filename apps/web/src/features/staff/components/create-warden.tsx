import { useState } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import { staffMessages } from '@hms/shared/messages';
import type { WardenCreated, WardenFormInput } from '@hms/shared/staff';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { AddButton } from '@/components/ui/form-dialog-button';
import { Notice } from '@/components/ui/notice';
import { useCreateWarden } from '../api/save-warden';
import { staffRoleWords } from '../staff-roles';
import { WardenForm } from './warden-form';

/**
 * The 'Add Warden' button, its dialog (a warden, or a guard or mess manager when chosen), and then
 * the temporary password: shown this once, for the office to hand over. The new account must
 * replace it at their first sign-in.
 */
export function CreateWarden({ hostels }: { hostels: Pick<Hostel, '_id' | 'name'>[] | undefined }) {
  const [created, setCreated] = useState<WardenCreated | null>(null);
  const createWarden = useCreateWarden();

  return (
    <>
      <AddButton
        label="Add Warden"
        save={async ({ isActive: _new, ...input }: WardenFormInput) =>
          setCreated(await createWarden.mutateAsync(input))
        }
        form={(props) => <WardenForm hostels={hostels} {...props} />}
      />
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
                This is the only time it is shown. The {staffRoleWords[created.data.role].noun}{' '}
                chooses their own password when they first sign in.
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
