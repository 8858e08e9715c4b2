import fastifyJwt from '@fastify/jwt';
import type { SessionUser } from '@hms/shared/auth';
import { ROLES, type Role } from '@hms/shared/enums';
import { apiMessages, staffMessages } from '@hms/shared/messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { sessionUserFinder } from '../features/auth/accounts-repository';

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

const DIGITS = /^\d{1,20}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionExpired = () => new AppError('UNAUTHORIZED', apiMessages.sessionExpired);

/**
 * Verifies the bearer token, then reads its account, on every signed-in request alike: a deleted
 * account's token stops working at once (docs/product-rules.md#token-revocation), and every
 * handler receives the account as it is now.
 */
export const authentication = fp(
  async (app: FastifyInstance, opts: { secret: string; expiresIn: string; db: Database }) => {
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
    app.decorateRequest('account', null);
    const findSessionUser = sessionUserFinder(opts.db);
    app.decorate('signToken', (account: TokenSubject) =>
      app.jwt.sign({ sub: account._id, role: account.role, sv: account.sessionsVersion }),
    );
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization)
        throw new AppError('UNAUTHORIZED', apiMessages.notSignedIn);
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw sessionExpired();
      }
      // A token that names no role of ours, or no id an account could have, is trusted as neither.
      const wellFormed =
        typeof payload.sub === 'string' &&
        UUID.test(payload.sub) &&
        (ROLES as readonly unknown[]).includes(payload.role) &&
        typeof payload.iat === 'number' &&
        (payload.sv === undefined || (typeof payload.sv === 'string' && DIGITS.test(payload.sv)));
      const account = wellFormed
        ? await findSessionUser(payload.role, payload.sub, {
            iat: payload.iat ?? 0,
            sv: payload.sv,
          })
        : undefined;
      if (!account) throw sessionExpired();
      request.account = account;
      // A temporary password opens only the calls that replace it.
      if (account.mustChangePassword && !request.routeOptions.config.beforePasswordChange)
        throw new AppError('FORBIDDEN', staffMessages.mustChangePassword);
    });
  },
  { name: 'authentication' },
);

/** A hook for a scope or route that only the given roles may call. */
export function requireRole(...roles: Role[]): onRequestHookHandler {
  return async (request) => {
    // Accounts of each role live in their own table, so a student's id never finds an administrator.
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
