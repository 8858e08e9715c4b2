import { useParams } from 'react-router';
import { feeMessages as m } from '@hms/shared/fees';
import { ContentLayout } from '@/components/layouts/content-layout';
import { QueryLoadError } from '@/components/ui/query-load-error';
import { Spinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useAccount } from '@/lib/fee-account';
import { Ledger } from '@/features/fees/components/ledger-dialog';
import { useStaffArea, useStaffFeeAccess } from './use-staff-fee-access';

/**
 * A student's ledger as a page of its own, which a receipt and Deleted students link to: a
 * deleted student's too, for administrators (docs/decisions/056).
 */
export function LedgerRoute() {
  const { id = '' } = useParams();
  const area = useStaffArea();
  const access = useStaffFeeAccess();
  const account = useAccount({ student: id });
  const student = account.data?.student;
  return (
    <ContentLayout
      title={student ? `Fees of ${student.name}` : 'Fees'}
      description={student ? `Student ID ${student.studentId}.` : undefined}
      actions={<TextLink to={paths[area].fees}>Back to Fees</TextLink>}
    >
      {student ? (
        <Ledger student={student} access={access} />
      ) : account.isError ? (
        <QueryLoadError query={account} message={m.loadFailed} />
      ) : (
        <Spinner label="Loading the ledger" className="py-16" />
      )}
    </ContentLayout>
  );
}
