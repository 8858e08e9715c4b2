import { ContentLayout } from '@/components/layouts/content-layout';
import { EmailOutboxSettings } from '@/features/email/components/email-outbox-settings';
import { CurfewSettings } from '@/features/gate/curfew/curfew-settings';
import { ServiceTargetsSettings } from '@/features/settings/components/service-targets-settings';

export function SettingsRoute() {
  return (
    <ContentLayout title="Settings">
      <div className="space-y-6">
        <ServiceTargetsSettings />
        <CurfewSettings />
        <EmailOutboxSettings />
      </div>
    </ContentLayout>
  );
}
