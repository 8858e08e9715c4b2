import { useCallback, useSyncExternalStore } from 'react';

/** The gate this phone stands at, asked once and kept on the phone. */
const GATE_KEY = 'hms-gate-name';
const listeners = new Set<() => void>();
/** Where the name is kept when the browser blocks storage: for as long as the page is open. */
let unsaved: string | null = null;

function read(): string | null {
  try {
    return window.localStorage.getItem(GATE_KEY) ?? unsaved;
  } catch {
    return unsaved;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The gate's name as kept on this phone (null until asked), and how to change it. */
export function useGateName(): [string | null, (name: string | null) => void] {
  const name = useSyncExternalStore(subscribe, read, () => null);
  const setName = useCallback((next: string | null) => {
    unsaved = next;
    try {
      if (next) window.localStorage.setItem(GATE_KEY, next);
      else window.localStorage.removeItem(GATE_KEY);
    } catch {
      // Storage blocked: the name lasts as long as the page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [name, setName];
}
