import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { apiMessages } from '@hms/shared/messages';
import { paths, signedOutPaths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { RequireSignedOut } from '@/features/auth/components/require-signed-out';
import { onUnauthorized } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { dashboardPrefetchLoader } from './dashboard-prefetch';
import { HomeRoute } from './routes/home';
import { LoginRoute } from './routes/auth/login';
import { NotFoundRoute } from './routes/not-found';
import { RootFallback, RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';
import { UnauthorizedRoute } from './routes/unauthorized';

/**
 * The routes of docs/product-rules.md#screen-routes. Sign-in is in the first bundle; sign-up pages
 * and each signed-in area are separate chunks, fetched when first visited. The dashboards' loaders
 * start their data with that fetch (see dashboard-prefetch.ts), hence the query client.
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.home,
      Component: RootRoute,
      HydrateFallback: RootFallback,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: HomeRoute },
        {
          Component: RequireSignedOut,
          children: [
            { path: paths.login, Component: LoginRoute },
            {
              path: paths.register,
              lazy: async () => ({
                Component: (await import('./routes/auth/register')).RegisterRoute,
              }),
            },
            {
              path: paths.adminSignup,
              lazy: async () => ({
                Component: (await import('./routes/auth/admin-signup')).AdminSignupRoute,
              }),
            },
            {
              path: paths.studentSignup,
              lazy: async () => ({
                Component: (await import('./routes/auth/student-signup')).StudentSignupRoute,
              }),
            },
            {
              path: paths.forgotPassword,
              lazy: async () => ({
                Component: (await import('./routes/auth/forgot-password')).ForgotPasswordRoute,
              }),
            },
          ],
        },
        // The e-mailed link works signed in or not: it names its own account.
        {
          path: paths.resetPassword,
          lazy: async () => ({
            Component: (await import('./routes/auth/reset-password')).ResetPasswordRoute,
          }),
        },
        // The student sign-up page links here; sign-in with the Student tab is that page.
        {
          path: paths.studentLogin,
          element: <Navigate to={`${paths.login}?tab=student`} replace />,
        },
        {
          element: <RequireRole role="admin" />,
          children: [
            {
              lazy: async () => ({ Component: (await import('./routes/admin/root')).AdminRoot }),
              children: [
                {
                  path: paths.admin.dashboard,
                  loader: dashboardPrefetchLoader(queryClient, 'admin'),
                  lazy: async () => ({
                    Component: (await import('./routes/admin/dashboard')).AdminDashboardRoute,
                  }),
                },
                {
                  path: paths.admin.hostels,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/hostels')).HostelsRoute,
                  }),
                },
                {
                  path: paths.admin.rooms,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/rooms')).RoomsRoute,
                  }),
                },
                {
                  path: paths.admin.students,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/students')).StudentsRoute,
                  }),
                },
                {
                  path: paths.admin.requests,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/requests')).RequestsRoute,
                  }),
                },
                {
                  path: paths.admin.complaints,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/complaints')).AdminComplaintsRoute,
                  }),
                },
                {
                  path: paths.admin.staff,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/staff')).StaffRoute,
                  }),
                },
                {
                  path: paths.admin.settings,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/settings')).SettingsRoute,
                  }),
                },
                {
                  path: paths.admin.activity,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/activity')).ActivityRoute,
                  }),
                },
                {
                  path: paths.admin.fees,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/fees')).FeesRoute,
                  }),
                },
                {
                  path: paths.admin.receipt,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/receipt')).StaffReceiptRoute,
                  }),
                },
                {
                  path: paths.admin.reports,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/reports')).ReportsRoute,
                  }),
                },
                {
                  path: paths.admin.import,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/import')).ImportRoute,
                  }),
                },
                {
                  path: paths.admin.leave,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/leave')).LeaveRoute,
                  }),
                },
                {
                  path: paths.admin.notices,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/notices')).NoticesRoute,
                  }),
                },
                {
                  path: paths.admin.notifications,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/notifications')).NotificationsRoute,
                  }),
                },
              ],
            },
          ],
        },
        {
          element: <RequireRole role="warden" />,
          children: [
            {
              lazy: async () => ({ Component: (await import('./routes/warden/root')).WardenRoot }),
              children: [
                {
                  path: paths.warden.dashboard,
                  lazy: async () => ({
                    Component: (await import('./routes/warden/dashboard')).WardenDashboardRoute,
                  }),
                },
                // The administrator's screens, which the server fills with the warden's hostels.
                {
                  path: paths.warden.hostels,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/hostels')).HostelsRoute,
                  }),
                },
                {
                  path: paths.warden.rooms,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/rooms')).RoomsRoute,
                  }),
                },
                {
                  path: paths.warden.students,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/students')).StudentsRoute,
                  }),
                },
                {
                  path: paths.warden.requests,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/requests')).RequestsRoute,
                  }),
                },
                {
                  path: paths.warden.complaints,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/complaints')).AdminComplaintsRoute,
                  }),
                },
                {
                  path: paths.warden.fees,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/fees')).FeesRoute,
                  }),
                },
                {
                  path: paths.warden.receipt,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/receipt')).StaffReceiptRoute,
                  }),
                },
                {
                  path: paths.warden.reports,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/reports')).ReportsRoute,
                  }),
                },
                {
                  path: paths.warden.leave,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/leave')).LeaveRoute,
                  }),
                },
                {
                  path: paths.warden.notices,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/notices')).NoticesRoute,
                  }),
                },
                {
                  path: paths.warden.notifications,
                  lazy: async () => ({
                    Component: (await import('./routes/admin/notifications')).NotificationsRoute,
                  }),
                },
              ],
            },
          ],
        },
        {
          path: paths.changePassword,
          lazy: async () => ({
            Component: (await import('./routes/auth/change-password')).ChangePasswordRoute,
          }),
        },
        {
          element: <RequireRole role="student" />,
          children: [
            {
              lazy: async () => ({
                Component: (await import('./routes/student/root')).StudentRoot,
              }),
              children: [
                {
                  path: paths.student.dashboard,
                  loader: dashboardPrefetchLoader(queryClient, 'student'),
                  lazy: async () => ({
                    Component: (await import('./routes/student/dashboard')).StudentDashboardRoute,
                  }),
                },
                {
                  path: paths.student.profile,
                  lazy: async () => ({
                    Component: (await import('./routes/student/profile')).ProfileRoute,
                  }),
                },
                {
                  path: paths.student.requests,
                  lazy: async () => ({
                    Component: (await import('./routes/student/requests')).StudentRequestsRoute,
                  }),
                },
                {
                  path: paths.student.complaints,
                  lazy: async () => ({
                    Component: (await import('./routes/student/complaints')).StudentComplaintsRoute,
                  }),
                },
                {
                  path: paths.student.fees,
                  lazy: async () => ({
                    Component: (await import('./routes/student/fees')).StudentFeesRoute,
                  }),
                },
                {
                  path: paths.student.receipt,
                  lazy: async () => ({
                    Component: (await import('./routes/student/receipt')).StudentReceiptRoute,
                  }),
                },
                {
                  path: paths.student.leave,
                  lazy: async () => ({
                    Component: (await import('./routes/student/leave')).StudentLeaveRoute,
                  }),
                },
                {
                  path: paths.student.notices,
                  lazy: async () => ({
                    Component: (await import('./routes/student/notices')).StudentNoticesRoute,
                  }),
                },
                {
                  path: paths.student.notifications,
                  lazy: async () => ({
                    Component: (await import('./routes/student/notifications'))
                      .StudentNotificationsRoute,
                  }),
                },
              ],
            },
          ],
        },
        { path: paths.unauthorized, Component: UnauthorizedRoute },
        { path: '*', Component: NotFoundRoute },
      ],
    },
  ];
}

/**
 * A 401 on any call ends the session and leads to sign-in (docs/product-rules.md#token-revocation).
 * The HTTP client has already dropped the token; this decides what the screen does, which the
 * client must not know about.
 */
function useSignOutOnUnauthorized(router: DataRouter) {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onUnauthorized((error) => {
        // A stale token noticed on a sign-in or sign-up page needs no redirect: the visitor is already there.
        if (signedOutPaths.includes(router.state.location.pathname)) return;
        queryClient.clear();
        toast.error(error.message || apiMessages.sessionExpired, { id: 'session-expired' });
        void router.navigate(paths.login, { replace: true });
      }),
    [queryClient, router],
  );
}

export function AppRouter({ router }: { router: DataRouter }) {
  useSignOutOnUnauthorized(router);
  return <RouterProvider router={router} />;
}
