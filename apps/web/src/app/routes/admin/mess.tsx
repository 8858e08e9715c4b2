import { ContentLayout } from '@/components/layouts/content-layout';
import { useSessionUser } from '@/features/auth/hooks/use-session';
import { MessPage } from '@/features/mess/components/mess-page';

/**
 * The Mess page of the office (every hostel), a warden and a mess manager (their hostels, which
 * the server gives). The office and mess managers keep the plans, the menu and residents' plans;
 * a warden reads them. The edit controls wait for the session to confirm the role, like every
 * administrator's button; the server refuses a warden either way.
 */
export function MessRoute() {
  const role = useSessionUser()?.role;
  return (
    <ContentLayout
      title="Mess"
      description="Each hostel’s meals to cook, its residents’ plans, its mess plans and the week’s menu."
    >
      <MessPage canEdit={role === 'admin' || role === 'mess'} />
    </ContentLayout>
  );
}
