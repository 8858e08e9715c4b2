import type { SessionUser } from '@hms/shared/auth';
import type { Role } from '@hms/shared/enums';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError } from '../errors/app-error';

/**
 * `iat`: when the token was signed, in seconds, set by the signer. `sv`: the account's session
 * version when it was signed (features/auth/session-version.ts); absent from tokens signed before
 * tokens carried it.
 */
export type TokenPayload = { sub: string; role: Role; iat?: number; sv?: string };

/** Whom a token signs in: the account, and its session version as the signing read it. */
export type TokenSubject = { _id: string; role: Role; sessionsVersion: string };

declare module '@fastify/jwt' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    account: SessionUser | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** A call a warden may make while still on their temporary password. */
    beforePasswordChange?: boolean;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    signToken: (account: TokenSubject) => string;
    authenticate: onRequestHookHandler;
  }
}

/** A hook for a scope or route that only the given roles may call. */
export function requireRole(...roles: Role[]): onRequestHookHandler {
  return async (request) => {
    // Accounts of each role live in their own table (wardens and guards in one, the session check
    // matching its role column), so a student's id never finds an administrator.
    const role = request.account?.role;
    if (!role || !roles.includes(role)) throw new AppError('FORBIDDEN', apiMessages.forbidden);
  };
}

/** For the writes only an administrator may make inside the staff scope. */
export const adminOnly = requireRole('admin');

/** The signed-in account inside a guarded scope, where `authenticate` has always run. */
export function currentAccount(request: FastifyRequest): SessionUser {
  if (!request.account) throw new AppError('UNAUTHORIZED', apiMessages.notSignedIn);
  return request.account;
}
