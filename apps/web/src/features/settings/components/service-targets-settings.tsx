import { Timer } from 'lucide-react';
import { serviceTargetMessages } from '@hms/shared/service-targets';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { SectionCard } from '@/components/ui/section-card';
import { Spinner } from '@/components/ui/spinner';
import { useServiceTargets, useUpdateServiceTargets } from '../api/service-targets';
import { ServiceTargetsForm } from './service-targets-form';

/** The Settings page's service targets: read, then edited in place. */
export function ServiceTargetsSettings() {
  const targets = useServiceTargets();
  const update = useUpdateServiceTargets();

  return (
    <SectionCard title="Service targets" icon={Timer} className="max-w-3xl">
      <p className="mb-5 text-sm text-slate-600">
        How long the office has to resolve a complaint of each priority. A complaint not Resolved
        within its target is shown as Overdue. A change applies to complaints submitted from now on;
        those already submitted keep the target they were given.
      </p>
      {targets.data ? (
        <ServiceTargetsForm targets={targets.data} onSubmit={update.mutateAsync} />
      ) : targets.isError ? (
        <QueryLoadError query={targets} message={serviceTargetMessages.loadFailed} />
      ) : (
        <Spinner label="Loading service targets" className="py-10" />
      )}
    </SectionCard>
  );
}
