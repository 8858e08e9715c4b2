import { useEffect, useEffectEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/**
 * The modals open now, the last on top. A dialog may open another (a ledger's Reverse asks for a
 * reason): only the top one answers Escape and keeps Tab, or one key press would close both.
 */
const openModals: HTMLElement[] = [];

type ModalFocusOptions = {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on close; by default the element that had it when the modal opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * What a modal owes keyboard users while it is open, after the WAI-ARIA dialog pattern
 * (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/): focus moves in (to the element
 * marked `data-autofocus`, else the first focusable one), Tab and Shift+Tab stay inside, Escape
 * closes, the page behind does not scroll, and focus goes back where it came from on close.
 */
export function useModalFocus(
  containerRef: RefObject<HTMLElement | null>,
  { open, onClose, returnFocusRef }: ModalFocusOptions,
) {
  // Callers pass inline functions; the effect must not re-run (and move focus) on every render.
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const returnTarget = returnFocusRef?.current ?? opener;
    const focusable = () => [...container.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const initial =
      container.querySelector<HTMLElement>('[data-autofocus]') ?? focusable()[0] ?? container;
    initial.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (openModals[openModals.length - 1] !== container) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !container) return;
      const elements = focusable();
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      // Focus can land outside (a button disabled while it had focus drops it on <body>).
      const outside = !(active instanceof Node) || !container.contains(active);
      if (event.shiftKey && (active === first || outside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || outside)) {
        event.preventDefault();
        first.focus();
      }
    }

    const bodyOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    openModals.push(container);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = bodyOverflow;
      openModals.splice(openModals.lastIndexOf(container), 1);
      document.removeEventListener('keydown', onKeyDown);
      if (returnTarget?.isConnected) returnTarget.focus();
    };
  }, [open, containerRef, returnFocusRef]);
}
