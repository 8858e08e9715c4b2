import { ContentLayout } from '@/components/layouts/content-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { Collection } from '@/features/fees/components/collection';
import { Dues } from '@/features/fees/components/dues';
import { PostCharges } from '@/features/fees/components/post-charges';
import { RecordPayment } from '@/features/fees/components/record-payment';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { useStaffFeeAccess } from './use-staff-fee-access';

/**
 * The office's Fees page: post a month's charges (administrators), record payments, a month's
 * collection by hostel, and who owes; administrators reach Deleted students from it. A warden's
 * shows their hostels, which the server filters.
 */
export function FeesRoute() {
  const access = useStaffFeeAccess();
  // The hostel choices; a failed load leaves them empty rather than the page.
  const hostels = useHostels().data ?? [];
  return (
    <ContentLayout
      title="Fees"
      description="Charges, payments, receipts and dues."
      actions={
        <div className="flex flex-wrap items-center gap-4">
          {access.admin && <TextLink to={paths.admin.deletedStudents}>Deleted students</TextLink>}
          <RecordPayment receiptPath={access.receiptPath} />
        </div>
      }
    >
      {access.admin && <PostCharges hostels={hostels} />}
      <Collection />
      <Dues hostels={hostels} access={access} />
    </ContentLayout>
  );
}
