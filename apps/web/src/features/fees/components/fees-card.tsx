import { IndianRupee } from 'lucide-react';
import { formatRupees } from '@hms/shared/money';
import { SectionCard } from '@/components/ui/section-card';
import { TextLink } from '@/components/ui/text-link';
import { useAccount } from '@/lib/fee-account';

function dueText(balance: number): string {
  if (balance > 0) return `Balance due: ${formatRupees(balance)}`;
  if (balance < 0) return `In credit: ${formatRupees(-balance)}`;
  return 'Nothing due';
}

/** The student dashboard's word on their fees, once known; the Fees page has the rest. */
export function FeesCard({ feesTo }: { feesTo: string }) {
  const account = useAccount('own');
  if (!account.data) return null;
  return (
    <SectionCard
      title="Fees"
      icon={IndianRupee}
      action={<TextLink to={feesTo}>View fees</TextLink>}
    >
      <p className="text-sm font-medium text-slate-900">{dueText(account.data.balance)}</p>
    </SectionCard>
  );
}
