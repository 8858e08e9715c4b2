import fastifyJwt from '@fastify/jwt';
import { ROLES } from '@hms/shared/enums';
import { apiMessages, staffMessages } from '@hms/shared/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../core/db/database';
import { AppError } from '../core/errors/app-error';
import { sessionUserFinder } from '../features/auth';
import type { TokenPayload, TokenSubject } from '../core/http/request-account';

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
