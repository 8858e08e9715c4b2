import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';
import { dashboardPrefetchLoader } from '../dashboard-prefetch';

/** The administrator's area, a chunk per screen; the dashboard's loader starts its data. */
export function adminRoutes(queryClient: QueryClient): RouteObject {
  return {
    element: <RequireRole role="admin" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./admin/root')).AdminRoot }),
        children: [
          {
            path: paths.admin.dashboard,
            loader: dashboardPrefetchLoader(queryClient, 'admin'),
            lazy: async () => ({
              Component: (await import('./admin/dashboard')).AdminDashboardRoute,
            }),
          },
          {
            path: paths.admin.hostels,
            lazy: async () => ({
              Component: (await import('./admin/hostels')).HostelsRoute,
            }),
          },
          {
            path: paths.admin.rooms,
            lazy: async () => ({
              Component: (await import('./admin/rooms')).RoomsRoute,
            }),
          },
          {
            path: paths.admin.students,
            lazy: async () => ({
              Component: (await import('./admin/students')).StudentsRoute,
            }),
          },
          {
            path: paths.admin.requests,
            lazy: async () => ({
              Component: (await import('./admin/requests')).RequestsRoute,
            }),
          },
          {
            path: paths.admin.complaints,
            lazy: async () => ({
              Component: (await import('./admin/complaints')).AdminComplaintsRoute,
            }),
          },
          {
            path: paths.admin.staff,
            lazy: async () => ({
              Component: (await import('./admin/staff')).StaffRoute,
            }),
          },
          {
            path: paths.admin.settings,
            lazy: async () => ({
              Component: (await import('./admin/settings')).SettingsRoute,
            }),
          },
          {
            path: paths.admin.activity,
            lazy: async () => ({
              Component: (await import('./admin/activity')).ActivityRoute,
            }),
          },
          {
            path: paths.admin.fees,
            lazy: async () => ({
              Component: (await import('./admin/fees')).FeesRoute,
            }),
          },
          {
            path: paths.admin.receipt,
            lazy: async () => ({
              Component: (await import('./admin/receipt')).StaffReceiptRoute,
            }),
          },
          {
            path: paths.admin.ledger,
            lazy: async () => ({
              Component: (await import('./admin/ledger')).LedgerRoute,
            }),
          },
          {
            path: paths.admin.deletedStudents,
            lazy: async () => ({
              Component: (await import('./admin/deleted-students')).DeletedStudentsRoute,
            }),
          },
          {
            path: paths.admin.reports,
            lazy: async () => ({
              Component: (await import('./admin/reports')).ReportsRoute,
            }),
          },
          {
            path: paths.admin.import,
            lazy: async () => ({
              Component: (await import('./admin/import')).ImportRoute,
            }),
          },
          {
            path: paths.admin.leave,
            lazy: async () => ({
              Component: (await import('./admin/leave')).LeaveRoute,
            }),
          },
          {
            path: paths.admin.gate,
            lazy: async () => ({
              Component: (await import('./admin/gate')).GateRoute,
            }),
          },
          {
            path: paths.admin.rollCall,
            lazy: async () => ({
              Component: (await import('./admin/roll-call')).RollCallRoute,
            }),
          },
          {
            path: paths.admin.rollCallSheet,
            lazy: async () => ({
              Component: (await import('./admin/roll-call')).RollCallSheetRoute,
            }),
          },
          {
            path: paths.admin.mess,
            lazy: async () => ({
              Component: (await import('./admin/mess')).MessRoute,
            }),
          },
          {
            path: paths.admin.notices,
            lazy: async () => ({
              Component: (await import('./admin/notices')).NoticesRoute,
            }),
          },
          {
            path: paths.admin.notifications,
            lazy: async () => ({
              Component: (await import('./admin/notifications')).NotificationsRoute,
            }),
          },
        ],
      },
    ],
  };
}
