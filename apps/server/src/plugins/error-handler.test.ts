import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the error envelope', () => {
  it('answers 413 above 1 MB', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: 'a@b.co', password: 'x'.repeat(1_100_000) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request is too large. Send at most 1 MB.',
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: 'email=a@b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Send the request body as JSON.' });
  });

  it('answers a JSON 404 for an unknown API path', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'The requested resource was not found.',
    });
  });

  it('answers 400 with every field message, first message on top', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/register',
      payload: { name: 'A', email: 'not-an-email', password: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Name must be at least 2 characters',
      errors: [
        { path: 'name', message: 'Name must be at least 2 characters' },
        { path: 'email', message: 'Invalid email address' },
        { path: 'password', message: 'Password must be at least 6 characters' },
      ],
    });
  });
});

describe('headers and documentation', () => {
  it('sends security headers and compresses large answers', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      '/api/admin/register',
      '/api/admin/login',
      '/api/student/register',
      '/api/student/login',
      '/api/auth/me',
      '/api/health',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const studentRegister = doc.paths['/api/student/register'].post;
    expect(JSON.stringify(studentRegister.requestBody)).toContain('studentId');
  });

  it('reports health with the version and the database kind', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^0\.\d+\.\d+$/),
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });
});
