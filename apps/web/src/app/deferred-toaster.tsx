import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { TOAST_DURATION_MS } from '@hms/shared/constants';
import { whenQueriesSettled } from '@/lib/query-client';
import { loadSonner, onToasterMounted, whenToasterWanted } from '@/lib/toast';

const Toaster = lazy(async (): Promise<{ default: ComponentType }> => {
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
    // Placed by the --toast-offset-* rules of index.css, so that no toast hides a control.
    return (
      <SonnerToaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        closeButton
        offset={{ top: 'var(--toast-offset-top)' }}
        mobileOffset={{
          top: 'var(--toast-offset-top)',
          left: 'var(--toast-offset-left)',
          right: 'var(--toast-offset-right)',
        }}
        toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
      />
    );
  }
  return { default: ListeningToaster };
});

/**
 * Sonner's Toaster, fetched once the first page is on screen with its data (see lib/toast.ts).
 * Mounted by the root route, whose effects run after the page's own: by then the page's code has
 * arrived and its queries have started, so "settled" means the page, not just the session check.
 */
export function DeferredToaster() {
  const queryClient = useQueryClient();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    let unmounted = false;
    void whenToasterWanted(whenQueriesSettled(queryClient)).then(() => {
      if (!unmounted) setWanted(true);
    });
    return () => {
      unmounted = true;
    };
  }, [queryClient]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
