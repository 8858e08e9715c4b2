import { ContentLayout } from '@/components/layouts/content-layout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { useHostels } from '@/features/hostels/api/get-hostels';
import { PostNotice } from '@/features/notices/components/post-notice';
import { StaffNotices } from '@/features/notices/components/staff-notices';

/** The office's notices; a warden posts to and changes those of their own hostels. */
export function NoticesRoute() {
  const user = useSessionUser();
  // A warden is offered only their own hostels: the server lists no others to them.
  const hostelsQuery = useHostels();
  const hostels = hostelsQuery.data ?? (hostelsQuery.isError ? [] : undefined);
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
