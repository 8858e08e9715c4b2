import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { SessionUser } from '@hms/shared/auth';
import { AppProvider } from '@/app/provider';
import { AppRouter, createAppRoutes } from '@/app/router';
import { setToken } from '@/lib/auth-token';
import { createQueryClient, queryConfig } from '@/lib/query-client';
import { mockApi, type MockRoutes } from './mock-api';

type RenderAppOptions = {
  /** Signed in as this user: a stored token, and /auth/me answering with the user. */
  user?: SessionUser;
  /**
   * The stored token. The default claims nothing, so every page waits for /auth/me; one from
   * `createToken` lets the app draw the area it claims while the check runs (see RequireRole).
   */
  token?: string;
  api?: MockRoutes;
};

export function createTestQueryClient(): QueryClient {
  return createQueryClient({ ...queryConfig, queries: { ...queryConfig.queries, retry: false } });
}

/** The whole app (routes, guards, providers) at `path`, on a memory router and a mocked API. */
export function renderApp(path: string, { user, token, api = {} }: RenderAppOptions = {}) {
  const fetchMock = mockApi({
    ...(user ? { 'GET /api/auth/me': { body: { success: true, data: user } } } : {}),
    ...api,
  });
  if (token !== undefined) setToken(token);
  else if (user) setToken('stored-token');
  const queryClient = createTestQueryClient();
  const router = createMemoryRouter(createAppRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>,
  );
  return { ...view, router, fetchMock, user: userEvent.setup() };
}
