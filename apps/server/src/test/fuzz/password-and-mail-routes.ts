import { emailOutboxQuerySchema } from '@hms/shared/email-outbox';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  temporaryPasswordSchema,
} from '@hms/shared/password-reset';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import { upperOrLower } from './hostile-values';
import type { Spec } from './invalid-requests';
import { json } from './requests';

const base64url = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 20,
  maxLength: 100,
});

/**
 * Password reset, temporary passwords and the outbox (docs/product-rules.md#password-reset,
 * #e-mail). The fuzzed server sends no e-mail: a well-formed request for a link is refused as not
 * available, a well-formed token names no link, and the outbox holds no message.
 */
export const passwordAndMailRoutes = {
  'POST /api/auth/password-reset': {
    access: 'public',
    body: { schema: passwordResetRequestSchema, base: (f) => ({ email: f.a.email }) },
    refusals: (f) => [
      upperOrLower(f.a.email).map((email) => ({ body: json(JSON.stringify({ email })) })),
    ],
  },
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    body: {
      schema: passwordResetConfirmSchema,
      base: () => ({ token: 'A'.repeat(43), newPassword: 'a-new-secret-9' }),
    },
    refusals: () => [
      base64url.map((token) => ({
        body: json(JSON.stringify({ token, newPassword: 'a-new-secret-9' })),
      })),
    ],
  },
  'POST /api/admin/students/:id/temporary-password': {
    access: 'admin',
    id: (f) => f.a.id,
    body: { schema: temporaryPasswordSchema, base: () => ({ password: 'office-gave-this-7' }) },
  },
  'POST /api/admin/wardens/:id/temporary-password': {
    access: 'admin',
    id: (f) => f.wardenY.id,
    body: { schema: temporaryPasswordSchema, base: () => ({ password: 'office-gave-this-7' }) },
  },
  'GET /api/admin/email-outbox': { access: 'admin', query: emailOutboxQuerySchema },
  // No message is numbered 1 here: sending it again is refused as not found.
  'POST /api/admin/email-outbox/:id/retry': { access: 'admin', id: () => '1' },
} satisfies Partial<Record<RouteKey, Spec>>;
