import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { RouterProvider, type DataRouter, type RouteObject } from 'react-router';
import { apiMessages } from '@hms/shared/messages';
import { paths, signedOutPaths } from '@/config/paths';
import { onUnauthorized } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminRoutes } from './routes/admin-routes';
import { changePasswordRoute, signedOutRoutes } from './routes/auth-routes';
import { guardRoutes } from './routes/guard-routes';
import { HomeRoute } from './routes/home';
import { messRoutes } from './routes/mess-routes';
import { NotFoundRoute } from './routes/not-found';
import { RootFallback, RootRoute } from './routes/root';
import { RouteError } from './routes/route-error';
import { studentRoutes } from './routes/student-routes';
import { UnauthorizedRoute } from './routes/unauthorized';
import { wardenRoutes } from './routes/warden-routes';

/**
 * The routes of docs/product-rules.md#screen-routes. Sign-in is in the first bundle; sign-up pages
 * and each signed-in area are separate chunks, fetched when first visited. The dashboards' loaders
 * start their data with that fetch (see dashboard-prefetch.ts), hence the query client. Each
 * area's table is in routes/: auth-routes.tsx, admin-routes.tsx, warden-routes.tsx,
 * guard-routes.tsx, mess-routes.tsx and student-routes.tsx.
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
        ...signedOutRoutes(),
        adminRoutes(queryClient),
        wardenRoutes(),
        guardRoutes(),
        messRoutes(),
        changePasswordRoute(),
        studentRoutes(queryClient),
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
