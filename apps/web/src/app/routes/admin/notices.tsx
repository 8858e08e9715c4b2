import { ContentLayout } from '@/components/layouts/content-layout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useHostelChoices } from '@/features/hostels/hooks/use-hostel-choices';
import { PostNotice } from '@/features/notices/components/post-notice';
import { StaffNotices } from '@/features/notices/components/staff-notices';

/** The office's notices; a warden posts to and changes those of their own hostels. */
export function NoticesRoute() {
  const user = useSessionUser();
  // A warden is offered only their own hostels: the server lists no others to them.
  const hostels = useHostelChoices();
  const account = { role: user?.role ?? 'warden', hostelIds: user?.hostelIds };
  return (
    <ContentLayout
      title="Notices"
      description="Tell the students of a hostel, or of every hostel. Pinned notices stay on top."
      actions={user && <PostNotice account={account} hostels={hostels} />}
    >
      <StaffNotices account={account} hostels={hostels} />
    </ContentLayout>
  );
}
