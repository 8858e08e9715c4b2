import { randomUUID } from 'node:crypto';
import { roomImportSchema, studentImportSchema } from '@hms/shared/imports';
import fc from 'fast-check';
import type { RouteKey } from '../api-surface';
import {
  INITIAL_PASSWORD,
  roomLine,
  roomsFile,
  studentLine,
  studentsFile,
} from '../import-factories';
import type { Spec } from './invalid-requests';
import { json } from './requests';

/** Files refused before anything streams: no header to read, or the wrong one. */
const unreadableFiles = fc.constantFrom(
  '\ufeff',
  '\r\n\r\n',
  'Name,Email\nAsha,asha@college.edu\n',
  'Student ID;Name;Email\n1;2;3\n',
  'Room number,Type,Floor,Monthly rent,Colour\n1,Single,1,100,Blue\n',
  'Room number,Type,Floor,Monthly rent\n"1,Single,1,100\n',
);

/** Imports (docs/product-rules.md#imports): a bad request or file is refused and saves nothing. */
export const importRoutes = {
  'GET /api/imports/students/template.csv': { access: 'admin' },
  'GET /api/imports/rooms/template.csv': { access: 'admin' },
  'POST /api/imports/students': {
    access: 'admin',
    body: {
      schema: studentImportSchema,
      base: () => ({
        file: studentsFile([studentLine()]),
        commit: true,
        initialPassword: INITIAL_PASSWORD,
      }),
    },
    refusals: () => [
      unreadableFiles.map((file) => ({
        body: json(JSON.stringify({ file, commit: true, initialPassword: INITIAL_PASSWORD })),
      })),
      fc.constantFrom('123456', 'password', 'qwerty').map((initialPassword) => ({
        body: json(JSON.stringify({ file: studentsFile([studentLine()]), initialPassword })),
      })),
    ],
  },
  'POST /api/imports/rooms': {
    access: 'admin',
    body: {
      schema: roomImportSchema,
      base: (f) => ({ file: roomsFile([roomLine()]), commit: true, hostel: f.hostel }),
    },
    refusals: (f) => [
      unreadableFiles.map((file) => ({
        body: json(JSON.stringify({ file, commit: true, hostel: f.hostel })),
      })),
      // A hostel that does not exist.
      fc.constant(null).map(() => ({
        body: json(JSON.stringify({ file: roomsFile([roomLine()]), hostel: randomUUID() })),
      })),
    ],
  },
} satisfies Partial<Record<RouteKey, Spec>>;
