import { useSyncExternalStore } from 'react';

/**
 * The session token lives in browser storage so a reload keeps the user signed in
 * (docs/product-rules.md#sessions).
 */
const TOKEN_KEY = 'hms-token';

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function getToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    // Storage can be unavailable (blocked cookies, some private modes); then nobody is signed in.
    return null;
  }
}

export function setToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  notify();
}

export function clearToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing could have been stored either.
  }
  notify();
}

export function subscribeToToken(listener: () => void): () => void {
  // Signing out in one tab signs out the others too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeToToken, getToken, () => null);
}
