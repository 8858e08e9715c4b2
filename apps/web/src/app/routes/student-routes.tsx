import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { dashboardPrefetchLoader } from '../dashboard-prefetch';

/** The student's area, a chunk per screen; the dashboard's loader starts its data. */
export function studentRoutes(queryClient: QueryClient): RouteObject {
  return {
    element: <RequireRole role="student" />,
    children: [
      {
        lazy: async () => ({
          Component: (await import('./student/root')).StudentRoot,
        }),
        children: [
          {
            path: paths.student.dashboard,
            loader: dashboardPrefetchLoader(queryClient, 'student'),
            lazy: async () => ({
              Component: (await import('./student/dashboard')).StudentDashboardRoute,
            }),
          },
          {
            path: paths.student.profile,
            lazy: async () => ({
              Component: (await import('./student/profile')).ProfileRoute,
            }),
          },
          {
            path: paths.student.requests,
            lazy: async () => ({
              Component: (await import('./student/requests')).StudentRequestsRoute,
            }),
          },
          {
            path: paths.student.complaints,
            lazy: async () => ({
              Component: (await import('./student/complaints')).StudentComplaintsRoute,
            }),
          },
          {
            path: paths.student.fees,
            lazy: async () => ({
              Component: (await import('./student/fees')).StudentFeesRoute,
            }),
          },
          {
            path: paths.student.receipt,
            lazy: async () => ({
              Component: (await import('./student/receipt')).StudentReceiptRoute,
            }),
          },
          {
            path: paths.student.leave,
            lazy: async () => ({
              Component: (await import('./student/leave')).StudentLeaveRoute,
            }),
          },
          {
            path: paths.student.gatePass,
            lazy: async () => ({
              Component: (await import('./student/gate-pass')).StudentGatePassRoute,
            }),
          },
          {
            path: paths.student.notices,
            lazy: async () => ({
              Component: (await import('./student/notices')).StudentNoticesRoute,
            }),
          },
          {
            path: paths.student.notifications,
            lazy: async () => ({
              Component: (await import('./student/notifications')).StudentNotificationsRoute,
            }),
          },
        ],
      },
    ],
  };
}
