import { IdCard } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Hostel } from '@hms/shared/hostels';
import type { SortKey } from '@hms/shared/sorting';
import type { Warden, WardenSortField } from '@hms/shared/staff';
import { staffMessages } from '@hms/shared/messages';
import { CardGrid, CardGridSkeleton } from '@/components/ui/card-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { useWardens } from '../api/get-wardens';
import { WardenActions } from './update-warden';
import { WardenCard } from './warden-card';

type WardensListProps = {
  /** The order asked for; the list's own (by name) when absent. */
  sort?: SortKey<WardenSortField>;
  hostels: Pick<Hostel, '_id' | 'name'>[] | undefined;
  /** The card's Temporary Password button, from the password-reset feature. */
  renderAccount?: (warden: Warden) => ReactNode;
};

export function WardensList({ sort, hostels, renderAccount }: WardensListProps) {
  const wardens = useWardens(sort);

  if (!wardens.data) {
    if (wardens.isError) {
      return <QueryLoadError query={wardens} message={staffMessages.loadFailed} />;
    }
    return <CardGridSkeleton label="Loading staff" />;
  }
  if (wardens.data.length === 0) {
    return <EmptyState icon={IdCard} title="No wardens" description={staffMessages.none} />;
  }
  return (
    <CardGrid>
      {wardens.data.map((warden) => (
        <li key={warden._id}>
          <WardenCard
            warden={warden}
            actions={
              <>
                <WardenActions warden={warden} hostels={hostels} />
                {renderAccount?.(warden)}
              </>
            }
          />
        </li>
      ))}
    </CardGrid>
  );
}
