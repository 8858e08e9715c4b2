import { ShieldUser } from 'lucide-react';
import { guardianMessages } from '@hms/shared/guardians';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useOwnGuardians } from '../api/guardians';
import { GuardiansForm } from './guardians-form';

/** The profile's section where a student keeps their guardians and emergency contact. */
export function GuardiansCard() {
  const guardians = useOwnGuardians();
  return (
    <SectionCard title="Guardians and emergency contact" icon={ShieldUser}>
      {guardians.data ? (
        <GuardiansForm saved={guardians.data} />
      ) : guardians.isError ? (
        <QueryLoadError query={guardians} message={guardianMessages.loadFailed} />
      ) : (
        <Spinner label="Loading guardians" className="py-8" />
      )}
    </SectionCard>
  );
}
