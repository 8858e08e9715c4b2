import { ContentLayout } from '@/components/layouts/content-layout';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { SetTemporaryPassword } from '@/features/password-reset/components/set-temporary-password';
import { CreateWarden } from '@/features/staff/components/create-warden';
import { WardensList } from '@/features/staff/components/wardens-list';
import { useWardenSort, wardenSortColumns } from '@/features/staff/hooks/use-warden-sort';
import { SortHeaders } from '@/components/ui/sort-headers';

/**
 * The office's wardens, guards and mess managers: who runs which hostel, who keeps its gate and its
 * mess, and whose account is on. A guard's or mess manager's temporary password is set as a
 * warden's is: all are the Staff page's accounts.
 */
export function StaffRoute() {
  // The hostels to give a warden come from the hostels feature.
  const hostels = useHostelChoices();
  const { asked, sort, setSort } = useWardenSort();
  return (
    <ContentLayout
      title="Staff"
      description="Wardens run the hostels they are given: their rooms, residents and complaints. Guards record who goes in and out at their gates. Mess managers keep their hostels' mess plans and menus."
      actions={<CreateWarden hostels={hostels} />}
    >
      <SortHeaders noun="wardens" columns={wardenSortColumns} sort={sort} onSort={setSort} />
      <WardensList
        sort={asked}
        hostels={hostels}
        renderAccount={(warden) => (
          <SetTemporaryPassword account={{ role: 'warden', _id: warden._id, name: warden.name }} />
        )}
      />
    </ContentLayout>
  );
}
