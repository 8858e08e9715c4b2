import { ContentLayout } from '@/components/layouts/content-layout';
import { receiptPathFor } from '@/config/paths';
import { OwnFees } from '@/features/fees/components/own-fees';

const receiptPath = (id: string) => receiptPathFor('student', id);

/** A student's fees: balance, dues, entries and receipts. */
export function StudentFeesRoute() {
  return (
    <ContentLayout title="Fees">
      <OwnFees receiptPath={receiptPath} />
    </ContentLayout>
  );
}
