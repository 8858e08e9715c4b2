import type { SessionUser } from '@hms/shared/auth';
import { useAuthToken } from '@/lib/auth-token';
import { useMe } from '../api/get-me';

export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: SessionUser };

/** The session is derived: a stored token plus the user it stands for. */
export function useSession(): Session {
  const token = useAuthToken();
  const me = useMe(token);
  if (token === null || me.isError) return { status: 'signed-out' };
  if (me.data) return { status: 'signed-in', user: me.data };
  return { status: 'loading' };
}

/** For screens behind `RequireRole`, where a user is always present. */
export function useSignedInUser(): SessionUser {
  const session = useSession();
  if (session.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in user');
  return session.user;
}
