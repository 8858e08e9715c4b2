import type { ImportKind } from '@hms/shared/imports';
import { ContentLayout } from '@/components/layouts/content-layout';
import { paths } from '@/config/paths';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { ImportPanel } from '@/features/imports/components/import-panel';

/** Where the saved rows are listed: the Students page, or the Rooms page of their hostel. */
function listPath(kind: ImportKind, hostel: string): string {
  return kind === 'rooms'
    ? `${paths.admin.rooms}?${new URLSearchParams({ hostel })}`
    : paths.admin.students;
}

/** The administrators' Import page: students, or a hostel's rooms, checked before they are saved. */
export function ImportRoute() {
  // The hostels rooms may go into.
  const hostels = useHostelChoices();
  return (
    <ContentLayout
      title="Import"
      description="Add or update students and rooms from a spreadsheet saved as CSV. A file is checked first, then saved whole or not at all."
    >
      <ImportPanel hostels={hostels} listPath={listPath} />
    </ContentLayout>
  );
}
