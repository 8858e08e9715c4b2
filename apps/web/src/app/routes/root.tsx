import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';
import { DeferredToaster } from '../deferred-toaster';

export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
      <DeferredToaster />
    </>
  );
}

/** Shown while the code of the first screen is still loading. */
export function RootFallback() {
  return <FullPageSpinner label="Loading page" />;
}
