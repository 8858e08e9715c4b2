import {
  adminLoginSchema,
  adminRegisterSchema,
  studentLoginSchema,
  studentRegisterSchema,
} from '@hms/shared/auth';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import { buildAdminRegistration, buildStudentRegistration } from '../factories';
import { hugeString, oddString, upperOrLower, validName } from './hostile-values';
import type { Spec } from './invalid-requests';
import { percentEncode } from './refusal-rules';
import { json } from './requests';

export const publicRoutes = {
  'GET /api/docs': { access: 'public', takesNoInput: true },
  'GET /api/docs/json': { access: 'public', takesNoInput: true },
  'GET /api/docs/yaml': { access: 'public', takesNoInput: true },
  'GET /api/docs/static/index.html': { access: 'public', takesNoInput: true },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public', takesNoInput: true },
  // A path of any shape; a real file name is served, anything else must be a clean 4xx.
  'GET /api/docs/static/*': {
    access: 'public',
    takesNoInput: true,
    rest: fc.oneof(
      fc.constantFrom(
        '../package.json',
        '..%2F..%2Fpackage.json',
        '%2e%2e/%2e%2e/etc/passwd',
        '....//....//etc/passwd',
        '%00',
        'index.css%00.js',
        '%',
        '%E0%A4%A',
        '',
        'a'.repeat(5_000),
        'index.css/',
        '.hidden',
      ),
      oddString.map(percentEncode),
    ),
  },
  'GET /api/health': { access: 'public', takesNoInput: true },
  'GET /api/health/ready': { access: 'public', takesNoInput: true },
  // Every fuzzed call comes from this machine, to which the metrics are served whatever it sends.
  'GET /api/metrics': { access: 'public', takesNoInput: true },
  'GET /api/config': { access: 'public', takesNoInput: true },

  'POST /api/admin/register': {
    access: 'public',
    body: { schema: adminRegisterSchema, base: () => buildAdminRegistration() },
    // An administrator exists and sign-up is first-only: a well-formed request is refused too.
    refusals: () => [
      fc
        .record({
          name: validName,
          email: fc.constantFrom('new.admin@college.edu', 'ZOË@college.edu'),
          password: oddString.map((text) => `Pw-${text}-long`),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/admin/login': {
    access: 'public',
    body: { schema: adminLoginSchema, base: (f) => ({ email: f.admin.email, password: 'x' }) },
    refusals: (f) => [
      fc
        .record({
          email: fc.oneof(
            fc.constantFrom(f.admin.email, f.a.email, f.admin.email.toUpperCase()),
            oddString.map((text) => `${percentEncode(text)}@college.edu`),
          ),
          password: fc.oneof(oddString, hugeString).filter((p) => p !== f.admin.password),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
  'POST /api/student/register': {
    access: 'public',
    body: { schema: studentRegisterSchema, base: () => buildStudentRegistration() },
    // A's student ID, in any case, is taken.
    refusals: (f) => [
      fc
        .record({ studentId: upperOrLower(f.a.studentId), name: validName })
        .map(({ studentId, name }) => ({
          body: json(JSON.stringify(buildStudentRegistration({ studentId, name }))),
        })),
    ],
  },
  'POST /api/student/login': {
    access: 'public',
    body: {
      schema: studentLoginSchema,
      base: (f) => ({ studentId: f.b.studentId, password: 'x' }),
    },
    refusals: (f) => [
      fc
        .record({
          studentId: fc.oneof(
            fc.constantFrom(f.a.studentId, f.a.email, `${f.a.studentId}@student.hostel`),
            oddString,
            hugeString,
          ),
          password: fc.oneof(oddString, hugeString).filter((p) => p !== f.a.password),
        })
        .map((body) => ({ body: json(JSON.stringify(body)) })),
    ],
  },
} satisfies Partial<Record<RouteKey, Spec>>;
