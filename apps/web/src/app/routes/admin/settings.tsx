import { ContentLayout } from '@/components/layouts/content-layout';
import { ServiceTargetsSettings } from '@/features/settings/components/service-targets-settings';

export function SettingsRoute() {
  return (
    <ContentLayout title="Settings">
      <ServiceTargetsSettings />
    </ContentLayout>
  );
}
