import { Building2, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '@/components/ui/focus-ring';
import { useModalFocus } from '@/components/ui/use-modal-focus';
import { cn } from '@/lib/class-names';
import { Sidebar, type SidebarProps } from './sidebar';

// Tailwind's `lg` breakpoint: from here on the sidebar is always shown and the drawer is not needed.
const LARGE_SCREEN = '(min-width: 64rem)';

/** Below `lg`: a top bar whose menu button opens the sidebar as a modal drawer over a dimmed page. */
export function MobileSidebar(props: Omit<SidebarProps, 'onNavigate'>) {
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useModalFocus(drawerRef, { open, onClose: close, returnFocusRef: menuButtonRef });

  // A drawer left open while the window grows past `lg` would be hidden yet still trap focus.
  useEffect(() => {
    if (!open) return;
    const largeScreen = window.matchMedia?.(LARGE_SCREEN);
    const onResize = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(false);
    };
    largeScreen?.addEventListener('change', onResize);
    return () => largeScreen?.removeEventListener('change', onResize);
  }, [open]);

  return (
    <>
      <header className="sticky top-0 z-30 flex items-center gap-3 border-b border-slate-200 bg-white/95 px-4 py-3 backdrop-blur lg:hidden print:hidden">
        <button
          ref={menuButtonRef}
          type="button"
          aria-label="Open menu"
          aria-expanded={open}
          aria-controls={drawerId}
          onClick={() => setOpen(true)}
          className={cn(
            'rounded-lg p-2 text-slate-700 hover:bg-slate-100 hover:text-slate-900',
            focusRing,
          )}
        >
          <Menu aria-hidden="true" className="size-6" />
        </button>
        <span className="flex items-center gap-2 font-bold text-slate-900">
          <Building2 aria-hidden="true" className="size-5 text-indigo-600" />
          {props.title}
        </span>
        {props.bell && <div className="ml-auto">{props.bell({ variant: 'icon' })}</div>}
      </header>

      <div hidden={!open} className="fixed inset-0 z-40 lg:hidden">
        <div
          data-testid="drawer-backdrop"
          aria-hidden="true"
          onClick={close}
          className="absolute inset-0 bg-slate-950/60"
        />
        <div
          id={drawerId}
          ref={drawerRef}
          role="dialog"
          aria-modal="true"
          aria-label={props.title}
          className="absolute inset-y-0 left-0 w-72 max-w-[85vw] shadow-xl"
        >
          <button
            type="button"
            aria-label="Close menu"
            onClick={close}
            className={cn(
              'absolute top-4 right-3 z-10 rounded-lg p-2 text-slate-300 hover:bg-slate-800 hover:text-white',
              focusRing,
              'focus-visible:outline-indigo-400',
            )}
          >
            <X aria-hidden="true" className="size-5" />
          </button>
          <Sidebar {...props} onNavigate={close} />
        </div>
      </div>
    </>
  );
}
