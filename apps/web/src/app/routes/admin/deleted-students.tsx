import { ContentLayout } from '@/components/layouts/content-layout';
import { TextLink } from '@/components/ui/text-link';
import { ledgerPathFor, paths } from '@/config/paths';
import { DeletedStudents } from '@/features/fees/components/deleted-students';

/** Administrators' Deleted students, under Fees (docs/product-rules.md#fees). */
export function DeletedStudentsRoute() {
  return (
    <ContentLayout
      title="Deleted students"
      description="Students deleted with fee records, whose ledgers are kept for the accounts."
      actions={<TextLink to={paths.admin.fees}>Back to Fees</TextLink>}
    >
      <DeletedStudents ledgerPath={(id) => ledgerPathFor('admin', id)} />
    </ContentLayout>
  );
}
