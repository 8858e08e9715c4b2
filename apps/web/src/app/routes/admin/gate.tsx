import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { GatePage } from '@/features/gate/inside/gate-page';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';

/**
 * The Gate page of the office and of a warden, whose hostels the server gives: who is inside each
 * hostel now, to read, print or download, and the movements at its gate. An administrator changes
 * the curfews on the Settings page; a warden reads them here.
 */
export function GateRoute() {
  const admin = useIsAdministrator();
  const hostels = useHostelChoices();
  return (
    <ContentLayout
      title="Gate"
      description="Who is inside now, who is out, and every movement at the gate."
    >
      <GatePage hostels={hostels} settingsPath={admin ? paths.admin.settings : undefined} />
    </ContentLayout>
  );
}
