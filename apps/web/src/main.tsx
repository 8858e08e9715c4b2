import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { getMeQueryOptions } from '@/features/auth/api/get-me';
import { afterFirstPaint } from '@/lib/after-first-paint';
import { getToken } from '@/lib/auth-token';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './app/provider';
import { AppRouter, createAppRoutes } from './app/router';
import { RootFallback } from './app/routes/root';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

function startApp() {
  const queryClient = createQueryClient();
  // A stored token is checked (/auth/me) before any page that depends on the session shows. Asked
  // here, the check runs while the page's code downloads rather than after it.
  const token = getToken();
  if (token !== null) void queryClient.prefetchQuery(getMeQueryOptions(token));

  // Creating the router starts loading the page's code (and, on a dashboard, its data).
  const router = createBrowserRouter(createAppRoutes(queryClient));

  root.render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <AppRouter router={router} />
      </AppProvider>
    </StrictMode>,
  );
}

// The router's loading spinner goes on screen first, and the startup work begins once the browser
// reports it shown. Started before, the session check and the page's code and data could arrive,
// and the page render, before anything was on screen: the first paint would wait on all of them
// instead of on this bundle alone. The cost is the frame or two the requests start later.
root.render(<RootFallback />);
afterFirstPaint(startApp);
