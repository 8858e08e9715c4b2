import { Outlet, ScrollRestoration } from 'react-router';
import { FullPageSpinner } from '@/components/ui/spinner';

export function RootRoute() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

/** Shown while the code of the first screen is still loading. */
export function RootFallback() {
  return <FullPageSpinner label="Loading page" />;
}
