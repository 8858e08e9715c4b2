import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';

/** The warden's area, a chunk per screen, most of them the administrator's screens. */
export function wardenRoutes(): RouteObject {
  return {
    element: <RequireRole role="warden" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./warden/root')).WardenRoot }),
        children: [
          {
            path: paths.warden.dashboard,
            lazy: async () => ({
              Component: (await import('./warden/dashboard')).WardenDashboardRoute,
            }),
          },
          // The administrator's screens, which the server fills with the warden's hostels.
          {
            path: paths.warden.hostels,
            lazy: async () => ({
              Component: (await import('./admin/hostels')).HostelsRoute,
            }),
          },
          {
            path: paths.warden.rooms,
            lazy: async () => ({
              Component: (await import('./admin/rooms')).RoomsRoute,
            }),
          },
          {
            path: paths.warden.students,
            lazy: async () => ({
              Component: (await import('./admin/students')).StudentsRoute,
            }),
          },
          {
            path: paths.warden.requests,
            lazy: async () => ({
              Component: (await import('./admin/requests')).RequestsRoute,
            }),
          },
          {
            path: paths.warden.complaints,
            lazy: async () => ({
              Component: (await import('./admin/complaints')).AdminComplaintsRoute,
            }),
          },
          {
            path: paths.warden.fees,
            lazy: async () => ({
              Component: (await import('./admin/fees')).FeesRoute,
            }),
          },
          {
            path: paths.warden.receipt,
            lazy: async () => ({
              Component: (await import('./admin/receipt')).StaffReceiptRoute,
            }),
          },
          {
            path: paths.warden.ledger,
            lazy: async () => ({
              Component: (await import('./admin/ledger')).LedgerRoute,
            }),
          },
          {
            path: paths.warden.reports,
            lazy: async () => ({
              Component: (await import('./admin/reports')).ReportsRoute,
            }),
          },
          {
            path: paths.warden.leave,
            lazy: async () => ({
              Component: (await import('./admin/leave')).LeaveRoute,
            }),
          },
          {
            path: paths.warden.gate,
            lazy: async () => ({
              Component: (await import('./admin/gate')).GateRoute,
            }),
          },
          {
            path: paths.warden.rollCall,
            lazy: async () => ({
              Component: (await import('./admin/roll-call')).RollCallRoute,
            }),
          },
          {
            path: paths.warden.rollCallSheet,
            lazy: async () => ({
              Component: (await import('./admin/roll-call')).RollCallSheetRoute,
            }),
          },
          {
            path: paths.warden.mess,
            lazy: async () => ({
              Component: (await import('./admin/mess')).MessRoute,
            }),
          },
          {
            path: paths.warden.notices,
            lazy: async () => ({
              Component: (await import('./admin/notices')).NoticesRoute,
            }),
          },
          {
            path: paths.warden.notifications,
            lazy: async () => ({
              Component: (await import('./admin/notifications')).NotificationsRoute,
            }),
          },
        ],
      },
    ],
  };
}
