import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerStudent } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import type { TokenPayload } from '../core/http/request-account';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the token check', () => {
  it('refuses a correctly signed token that names no role of ours', async () => {
    const student = await registerStudent(app);
    const forged = app.jwt.sign({
      sub: student.user._id,
      role: 'superuser',
    } as unknown as TokenPayload); // a role the type forbids is the point of the test
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(forged),
    });
    expect(response.statusCode).toBe(401);
    // The same account with its real role is accepted.
    const real = await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(student.token),
    });
    expect(real.statusCode).toBe(200);
  });
});
