import type { SessionUser } from '@hms/shared/auth';
import type { Role } from '@hms/shared/enums';
import { useAuthToken } from '@/lib/auth-token';
import { claimedRole } from '@/lib/token-claims';
import { useMe } from '../api/get-me';

export type Session =
  | {
      status: 'loading';
      /** What the stored token says it is, until the server has confirmed it (lib/token-claims.ts). */
      claimedRole: Role | null;
    }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: SessionUser }
  /**
   * The check failed without the server refusing the token (no answer, the timeout, a 5xx): the
   * token is kept, and nobody is taken to sign-in for it (components/session-check-failed.tsx).
   */
  | { status: 'unchecked'; retry: () => void };

/**
 * The session is derived: a stored token plus the user it stands for. A token the server refuses
 * is dropped by the HTTP client, which makes this signed out.
 */
export function useSession(): Session {
  const token = useAuthToken();
  const me = useMe(token);
  if (token === null) return { status: 'signed-out' };
  if (me.data) return { status: 'signed-in', user: me.data };
  if (me.isError && !me.isFetching) return { status: 'unchecked', retry: () => void me.refetch() };
  return { status: 'loading', claimedRole: claimedRole(token) };
}

/**
 * Whether the screen is an administrator's, who may add and delete what a warden only works
 * with. The server refuses a warden either way; this only spares them buttons that would fail.
 */
export function useIsAdministrator(): boolean {
  return useSessionUser()?.role === 'admin';
}

/**
 * For screens behind `RequireRole`: the signed-in user, or undefined while the server is still
 * confirming the token the screen was drawn for (see RequireRole).
 */
export function useSessionUser(): SessionUser | undefined {
  const session = useSession();
  return session.status === 'signed-in' ? session.user : undefined;
}
