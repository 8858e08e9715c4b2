import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireRole } from '@/features/auth/components/require-role';

/**
 * The guard's area: the gate alone, a chunk of its own (docs/decisions/062). A guard anywhere
 * else is sent here from `/` and the sign-in pages, and to /unauthorized from another role's
 * pages, as every role is; their password is changed at `/account/password`, as anyone's.
 */
export function guardRoutes(): RouteObject {
  return {
    element: <RequireRole role="guard" />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./guard/root')).GuardRoot }),
        children: [
          {
            path: paths.gate,
            lazy: async () => ({
              Component: (await import('@/features/gate/components/gate-page')).GatePage,
            }),
          },
        ],
      },
    ],
  };
}
