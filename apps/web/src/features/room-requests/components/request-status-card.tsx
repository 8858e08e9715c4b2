import { Inbox } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { SectionCard } from '@/components/ui/section-card';
import { TextLink } from '@/components/ui/text-link';
import { useOwnRequests } from '../api/room-requests';

/** The dashboard's word on the student's latest room request, when they have made one. */
export function RequestStatusCard({ requestsTo }: { requestsTo: string }) {
  const requests = useOwnRequests();
  const latest = requests.data?.data[0];
  if (!latest) return null;
  return (
    <SectionCard
      title="Room Request"
      icon={Inbox}
      action={<TextLink to={requestsTo}>View requests</TextLink>}
    >
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        {latest.kind}:{' '}
        <Badge tone={latest.status === 'Pending' ? 'yellow' : 'slate'}>{latest.status}</Badge>
      </p>
      {latest.decisionNote && latest.status === 'Rejected' && (
        <p className="mt-2 text-sm whitespace-pre-line text-slate-700">{latest.decisionNote}</p>
      )}
    </SectionCard>
  );
}
