import { useParams } from 'react-router';
import { paths } from '@/config/paths';
import { ReceiptView } from '@/features/fees/components/receipt-view';

/** One of the student's receipts, to print or download. */
export function StudentReceiptRoute() {
  const { id = '' } = useParams();
  return <ReceiptView of="own" id={id} backTo={paths.student.fees} />;
}
