import { errorResponseSchema } from '@hms/shared/api';
import {
  adminLoginSchema,
  adminRegisterSchema,
  authResponseSchema,
  studentLoginSchema,
  studentRegisterSchema,
} from '@hms/shared/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthService } from './auth-service';
import { okWith } from '../../core/http/reply';

const failures = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/** Sign-up and sign-in: the public part of the API. */
export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/admin/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register an administrator (the first freely, later ones only when open)',
        body: adminRegisterSchema,
        response: { 201: authResponseSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okWith(await auth.registerAdmin(request.body, request.ip))),
  );

  app.post(
    '/admin/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in as an administrator by e-mail',
        body: adminLoginSchema,
        response: { 200: authResponseSchema, ...failures },
      },
    },
    async (request) => okWith(await auth.loginAdmin(request.body, request.ip)),
  );

  app.post(
    '/student/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Register as a student',
        body: studentRegisterSchema,
        response: { 201: authResponseSchema, ...failures },
      },
    },
    async (request, reply) =>
      reply.status(201).send(okWith(await auth.registerStudent(request.body, request.ip))),
  );

  app.post(
    '/student/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in as a student by student ID, {studentId}@student.hostel, or e-mail',
        body: studentLoginSchema,
        response: { 200: authResponseSchema, ...failures },
      },
    },
    async (request) => okWith(await auth.loginStudent(request.body, request.ip)),
  );
};
