import { useParams } from 'react-router';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useIsAdministrator } from '@/features/auth/hooks/use-session';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { RollCallPage } from '@/features/roll-call/components/roll-call-page';
import { RollCallSheet } from '@/features/roll-call/components/roll-call-sheet';

/** The Roll-call pages of the reader's area: the office's or a warden's (docs/product-rules.md#roll-call). */
function useArea() {
  return useIsAdministrator() ? paths.admin : paths.warden;
}

/** Tonight's roll-call of a hostel the caller runs, and its past nights. */
export function RollCallRoute() {
  const area = useArea();
  const hostels = useHostelChoices();
  return (
    <ContentLayout
      title="Roll-call"
      description="Who is in tonight: start the roll-call of a hostel or a floor, and mark each resident."
    >
      <RollCallPage hostels={hostels} sheetPath={area.rollCallSheet} />
    </ContentLayout>
  );
}

/** One roll-call's list, to mark while it is open and to read after. */
export function RollCallSheetRoute() {
  const area = useArea();
  const { id = '' } = useParams();
  return (
    <ContentLayout title="Roll-call">
      <RollCallSheet id={id} backTo={area.rollCall} />
    </ContentLayout>
  );
}
