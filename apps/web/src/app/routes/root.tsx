import { Outlet, ScrollRestoration } from 'react-router';
import { PageContextProvider } from '@/components/layouts/page-context';
import { FullPageSpinner } from '@/components/ui/spinner';
import { useCollegeName } from '@/lib/college-name';
import { DeferredToaster } from '../deferred-toaster';

/** Every page's frame: its title's college name and its heading's focus (page-context.tsx). */
export function RootRoute() {
  const collegeName = useCollegeName();
  return (
    <PageContextProvider siteName={collegeName}>
      <Outlet />
      <ScrollRestoration />
      <DeferredToaster />
    </PageContextProvider>
  );
}

/** Shown while the code of the first screen is still loading. */
export function RootFallback() {
  return <FullPageSpinner label="Loading page" />;
}
