import { ShieldUser } from 'lucide-react';
import { guardianMessages } from '@hms/shared/guardians';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { DialogButton } from '@/components/ui/dialog-button';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { useStudentGuardians } from '../api/guardians';
import { GuardiansDetails } from './guardians-details';

function StudentGuardians({ studentId }: { studentId: string }) {
  const guardians = useStudentGuardians(studentId);
  if (guardians.data) return <GuardiansDetails guardians={guardians.data} />;
  if (guardians.isError) {
    return <QueryLoadError query={guardians} message={guardianMessages.loadFailed} />;
  }
  return <Spinner label="Loading guardians" className="py-8" />;
}

type GuardiansButtonProps = { student: { _id: string; name: string } };

/** A student card's Guardians button: their guardians and emergency contact, read-only. */
export function GuardiansButton({ student }: GuardiansButtonProps) {
  const title = `Guardians of ${student.name}`;
  return (
    <DialogButton label="Guardians" name={title} icon={ShieldUser} title={title} size="lg">
      {(close) => (
        <>
          <StudentGuardians studentId={student._id} />
          <DialogActions>
            <Button variant="secondary" onClick={close} data-autofocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </DialogButton>
  );
}
