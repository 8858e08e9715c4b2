import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { getToken } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes } from './app/router';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// A stored token is checked (/auth/me) before any page that depends on the session shows. Asked
// here, the check runs while the page's code downloads rather than after it.
const token = getToken();
if (token !== null) void queryClient.prefetchQuery(getMeQueryOptions(token));

const router = createBrowserRouter(createAppRoutes());

createRoot(container).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <AppRouter router={router} />
    </AppProvider>
  </StrictMode>,
);
