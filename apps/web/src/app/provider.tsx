import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@hms/shared/constants';
import { createQueryClient } from '@/lib/query-client';
import { loadSonner, onToasterMounted, whenToasterWanted } from '@/lib/toast';

/** Sonner's Toaster, fetched after the first screen (see lib/toast.ts). */
const Toaster = lazy(async (): Promise<{ default: ComponentType }> => {
  await whenToasterWanted();
  let SonnerToaster: Awaited<ReturnType<typeof loadSonner>>['Toaster'];
  try {
    ({ Toaster: SonnerToaster } = await loadSonner());
  } catch {
    // The code could not be fetched: the app goes on without toasts rather than failing.
    return { default: () => null };
  }
  function ListeningToaster() {
    // Runs after the Toaster's own effect has subscribed to new toasts.
    useEffect(onToasterMounted, []);
    return <SonnerToaster position="top-right" duration={TOAST_DURATION_MS} closeButton />;
  }
  return { default: ListeningToaster };
});

type AppProviderProps = {
  children: ReactNode;
  /** main.tsx passes the one it has started the session check with; tests pass their own. */
  queryClient?: QueryClient;
};

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
