import { ContentLayout } from '@/components/layouts/content-layout';
import { Collection } from '@/features/fees/components/collection';
import { Dues } from '@/features/fees/components/dues';
import { PostCharges } from '@/features/fees/components/post-charges';
import { RecordPayment } from '@/features/fees/components/record-payment';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { useStaffFeeAccess } from './use-staff-fee-access';

/**
 * The office's Fees page: post a month's charges (administrators), record payments, a month's
 * collection by hostel, and who owes. A warden's shows their hostels, which the server filters.
 */
export function FeesRoute() {
  const access = useStaffFeeAccess();
  // The hostel choices; a failed load leaves them empty rather than the page.
  const hostels = useHostels().data ?? [];
  return (
    <ContentLayout
      title="Fees"
      description="Charges, payments, receipts and dues."
      actions={<RecordPayment receiptPath={access.receiptPath} />}
    >
      {access.admin && <PostCharges hostels={hostels} />}
      <Collection />
      <Dues hostels={hostels} access={access} />
    </ContentLayout>
  );
}
