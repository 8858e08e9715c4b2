import { useParams } from 'react-router';
import { ledgerPathFor, paths } from '@/config/paths';
import { ReceiptView } from '@/features/fees/components/receipt-view';
import { useStaffArea } from './use-staff-fee-access';

/** A payment's receipt, as the office prints it or downloads it, with the way to its ledger. */
export function StaffReceiptRoute() {
  const { id = '' } = useParams();
  const area = useStaffArea();
  return (
    <ReceiptView
      of="office"
      id={id}
      backTo={paths[area].fees}
      ledgerPath={(student) => ledgerPathFor(area, student)}
    />
  );
}
