import fastifyJwt from '@fastify/jwt';
import type { SessionUser } from '@hms/shared/auth';
import { ROLES, type Role } from '@hms/shared/enums';
import { apiMessages } from '@hms/shared/messages';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { sessionUserFinder } from '../features/auth/accounts-repository';
import { accountGone, type Caller } from '../features/auth/caller';

export type TokenPayload = { sub: string; role: Role };

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
    /** Whose account a verified token names; the account itself is checked separately. */
    claims: { _id: string; role: Role } | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * 'in-query': the route's handler checks the account in its own statement (decision 014),
     * so the hook does not read it first.
     */
    accountCheck?: 'in-query';
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    signToken: (user: SessionUser) => string;
    authenticate: onRequestHookHandler;
    confirmAccount: (request: FastifyRequest) => Promise<void>;
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies the bearer token and checks its account on every request, so that a deleted account's
 * token stops working at once (decision 10). The account is read here, before the handler, except
 * on routes whose own statement checks it (`accountCheck: 'in-query'`, decision 014).
 */
export const authentication = fp(
  async (app: FastifyInstance, opts: { secret: string; expiresIn: string; db: Database }) => {
    await app.register(fastifyJwt, { secret: opts.secret, sign: { expiresIn: opts.expiresIn } });
    app.decorateRequest('account', null);
    app.decorateRequest('claims', null);
    const findSessionUser = sessionUserFinder(opts.db);
    app.decorate('confirmAccount', async (request: FastifyRequest) => {
      const claims = request.claims;
      const account = claims ? await findSessionUser(claims.role, claims._id) : undefined;
      if (!account) throw accountGone();
      request.account = account;
    });
    app.decorate('signToken', (user: SessionUser) =>
      app.jwt.sign({ sub: user._id, role: user.role }),
    );
    app.decorate('authenticate', async (request: FastifyRequest) => {
      if (!request.headers.authorization)
        throw new AppError('UNAUTHORIZED', apiMessages.notSignedIn);
      let payload: TokenPayload;
      try {
        payload = await request.jwtVerify<TokenPayload>();
      } catch {
        throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
      }
      // A token names its role; one that names no role of ours is not trusted as either.
      if (
        typeof payload.sub !== 'string' ||
        !UUID.test(payload.sub) ||
        !(ROLES as readonly unknown[]).includes(payload.role)
      )
        throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
      request.claims = { _id: payload.sub, role: payload.role };
      if (request.routeOptions.config.accountCheck === 'in-query') return;
      await app.confirmAccount(request);
    });
  },
  { name: 'authentication' },
);

/** A hook for a scope whose routes only one role may call (decision 6). */
export function requireRole(role: Role): onRequestHookHandler {
  return async (request) => {
    // The role a verified token claims is its account's: accounts of each role are read from
    // their own table, so a student's id never finds an administrator.
    if (request.claims?.role !== role) throw new AppError('FORBIDDEN', apiMessages.forbidden);
  };
}

/**
 * The caller of a route marked `accountCheck: 'in-query'`, whose account its handler's statement
 * must check; a statement that finds no account throws `accountGone()`.
 */
export function tokenCaller(request: FastifyRequest): Caller {
  const claims = request.claims;
  if (!claims) throw new AppError('UNAUTHORIZED', apiMessages.notSignedIn);
  return { ...claims, confirm: () => request.server.confirmAccount(request) };
}

/** The signed-in account inside a guarded scope, where `authenticate` has always run. */
export function currentAccount(request: FastifyRequest): SessionUser {
  if (!request.account) throw new AppError('UNAUTHORIZED', apiMessages.notSignedIn);
  return request.account;
}
