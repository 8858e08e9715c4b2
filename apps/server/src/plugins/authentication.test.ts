import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guarded } from '../api-routes';
import { createTestDatabase } from '../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { bearer, buildAdminRegistration, buildStudentRegistration } from '../test/factories';
import { createAuthService } from '../features/auth/auth-service';
import { LoginThrottle } from '../features/auth/login-throttle';
import { authentication } from './authentication';
import { errorHandler } from './error-handler';

// A bare app with only the guard machinery and one route per scope, so the guard itself is
// tested apart from any feature.
const app = Fastify();
let database: DatabaseHandle;
let adminToken: string;
let studentToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await app.register(errorHandler);
  await app.register(authentication, { secret: 'x'.repeat(40), expiresIn: '1h', db: database.db });
  for (const role of ['admin', 'student', 'any'] as const) {
    await guarded(app, role, async (scope) => {
      scope.get(`/${role}-only`, async (request) => ({ role: request.account?.role }));
    });
  }
  await app.ready();
  const auth = createAuthService({
    db: database.db,
    config: { adminSignup: 'open', studentSignup: 'open' },
    throttle: new LoginThrottle(),
    signToken: (user) => app.signToken(user),
  });
  adminToken = (await auth.registerAdmin(buildAdminRegistration())).token;
  studentToken = (await auth.registerStudent(buildStudentRegistration())).token;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function get(url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

describe('the role guard', () => {
  it.each([
    ['/admin-only', undefined, 401],
    ['/admin-only', 'student', 403],
    ['/admin-only', 'admin', 200],
    ['/student-only', undefined, 401],
    ['/student-only', 'admin', 403],
    ['/student-only', 'student', 200],
    ['/any-only', undefined, 401],
    ['/any-only', 'admin', 200],
    ['/any-only', 'student', 200],
  ] as const)('%s as %s answers %i', async (url, who, status) => {
    const token = who === 'admin' ? adminToken : who === 'student' ? studentToken : undefined;
    const response = await get(url, token);
    expect(response.statusCode).toBe(status);
    if (status === 403) {
      expect(response.json()).toEqual({
        success: false,
        message: "You don't have permission to do that.",
      });
    }
  });

  it('refuses a token whose role claim was swapped', async () => {
    const [, payload] = studentToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = app.jwt.sign({ ...claims, role: 'admin' });
    // Signed with the right key but naming a student id as an admin: no such admin exists.
    const response = await get('/admin-only', forged);
    expect(response.statusCode).toBe(401);
  });
});
