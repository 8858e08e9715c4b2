import { randomUUID } from 'node:crypto';
import {
  IMPORT_MAX_BYTES,
  importMessages,
  ROOM_IMPORT_COLUMNS,
  STUDENT_IMPORT_COLUMNS,
} from '@hms/shared/imports';
import { apiMessages, roomMessages, validationMessages } from '@hms/shared/messages';
import { describe, expect, it } from 'vitest';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { databaseFingerprint } from '../../test/api-surface';
import { bearer } from '../../test/factories';
import {
  INITIAL_PASSWORD,
  sendImport,
  studentLine,
  studentsFile,
} from '../../test/import-factories';
import { readCsv } from './reading/csv-reading';

const w = appForFile(withAdmin);

const students = (payload: Record<string, unknown>) =>
  sendImport(w.app, w.admin, 'students', payload);

describe('an import request', () => {
  it('is refused with a sentence before anything streams, and changes nothing', async () => {
    const file = studentsFile([studentLine()]);
    const before = await databaseFingerprint(w.app.db);
    const refusals = [
      [await students({ file }), 400, validationMessages.passwordRequired],
      [
        await students({ file, initialPassword: '123456' }),
        400,
        validationMessages.passwordTooCommon,
      ],
      [await students({ initialPassword: INITIAL_PASSWORD }), 400, importMessages.fileRequired],
      [
        await students({ file: 'Student ID,Name\nX1,Y\n', initialPassword: INITIAL_PASSWORD }),
        400,
        importMessages.missingColumns(['Email', 'Phone', 'Course', 'Year', 'Gender']),
      ],
      [
        await students({
          file: 'Student ID,Name,Email,Phone,Course,Year,Gender\n',
          initialPassword: INITIAL_PASSWORD,
        }),
        400,
        importMessages.empty,
      ],
      [
        await sendImport(w.app, w.admin, 'rooms', {
          file: 'Room number\n1\n',
          hostel: randomUUID(),
        }),
        404,
        roomMessages.hostelNotFound,
      ],
      [
        await sendImport(w.app, w.admin, 'rooms', { file: 'x' }),
        400,
        importMessages.hostelRequired,
      ],
    ] as const;
    for (const [answer, status, message] of refusals) {
      expect(answer.status, JSON.stringify(answer.refusal)).toBe(status);
      expect(answer.refusal?.message).toBe(message);
    }
    const broken = await w.app.inject({
      method: 'POST',
      url: '/api/imports/students',
      headers: { ...bearer(w.admin), 'content-type': 'application/json' },
      payload: '{"file": "Student ID',
    });
    expect([broken.statusCode, broken.json().message]).toEqual([400, apiMessages.malformedJson]);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('answers 413 with the size limit for a file over it, however it is sent', async () => {
    const line = `${'A'.repeat(60)},Name,a@b.cd,9876543210,B.Sc,1,Female,,,\r\n`;
    const over = `${STUDENT_IMPORT_COLUMNS.map((c) => c.name).join(',')}\r\n${line.repeat(
      Math.ceil(IMPORT_MAX_BYTES / line.length) + 1,
    )}`;
    const justOver = await students({ file: over, initialPassword: INITIAL_PASSWORD });
    expect([justOver.status, justOver.refusal?.message]).toEqual([
      413,
      importMessages.fileTooLarge,
    ]);
    // Past what the route reads at all: refused as the body arrives.
    const huge = await students({ file: over.repeat(4), initialPassword: INITIAL_PASSWORD });
    expect([huge.status, huge.refusal?.message]).toEqual([413, importMessages.fileTooLarge]);
    // Elsewhere the usual limit and its sentence stand.
    const elsewhere = await w.app.inject({
      method: 'POST',
      url: '/api/hostels',
      headers: bearer(w.admin),
      payload: { name: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect([elsewhere.statusCode, elsewhere.json().message]).toEqual([
      413,
      apiMessages.bodyTooLarge,
    ]);
  });

  it('takes a file of the largest size allowed, its quotes and line ends escaped in JSON', async () => {
    const rows = studentsFile([studentLine({ Name: 'Asha "Ash" Rao', Course: 'B.A., Hons' })]);
    const file = rows + '\r\n'.repeat(Math.floor((IMPORT_MAX_BYTES - Buffer.byteLength(rows)) / 2));
    expect(Buffer.byteLength(file)).toBeLessThanOrEqual(IMPORT_MAX_BYTES);
    const answer = await students({ file, initialPassword: INITIAL_PASSWORD });
    expect(answer.status, JSON.stringify(answer.refusal)).toBe(200);
    expect(answer.report?.counts).toMatchObject({ create: 1, refused: 0 });
  });
});

describe('an accepted import', () => {
  it('answers JSON lines, uncompressed, so that each line leaves as it is written', async () => {
    const response = await w.app.inject({
      method: 'POST',
      url: '/api/imports/students',
      headers: { ...bearer(w.admin), 'accept-encoding': 'gzip, br' },
      payload: { file: studentsFile([studentLine()]), initialPassword: INITIAL_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.endsWith('\n')).toBe(true);
  });
});

describe('the templates', () => {
  it.each([
    ['students', STUDENT_IMPORT_COLUMNS],
    ['rooms', ROOM_IMPORT_COLUMNS],
  ] as const)('%s: a header and one example row that the import reads', async (kind, columns) => {
    const response = await w.app.inject({
      method: 'GET',
      url: `/api/imports/${kind}/template.csv`,
      headers: bearer(w.admin),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${kind}-template.csv"`,
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const file = readCsv(response.body, columns);
    expect([...file.spelling.keys()]).toEqual(columns.map((c) => c.name));
    expect(file.rows).toHaveLength(1);
  });
});
