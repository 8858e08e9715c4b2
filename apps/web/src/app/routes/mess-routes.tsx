import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';

/**
 * The mess manager's area: the mess alone, a chunk of its own (docs/decisions/064), the same page
 * the office and wardens open from their sidebars. A mess manager anywhere else is sent here from
 * `/` and the sign-in pages, and to /unauthorized from another role's pages, as every role is;
 * their password is changed at `/account/password`, as anyone's.
 */
export function messRoutes(): RouteObject {
  return {
    element: <RequireRole role="mess" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./mess/root')).MessRoot }),
        children: [
          {
            path: paths.mess,
            lazy: async () => ({ Component: (await import('./admin/mess')).MessRoute }),
          },
        ],
      },
    ],
  };
}
