import { SERVICE_TARGET_DEFAULTS } from '@hms/shared/service-targets';
import { serviceTargetMessages } from '@hms/shared/service-targets';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile } from '../../test/app-for-file';
import { databaseFingerprint } from '../../test/api-surface';
import { auditEntries } from '../../core/db/schema';
import { bearer, registerAdmin, registerStudent } from '../../test/factories';
import { SERVICE_TARGETS_SETTINGS_ID } from './settings-service';

const w = appForFile(async (app) => ({
  office: await registerAdmin(app, { name: 'Asha Menon' }),
  student: await registerStudent(app),
}));

const url = '/api/settings/service-targets';
const read = (token: string) => w.app.inject({ method: 'GET', url, headers: bearer(token) });
const save = (payload: unknown, token = w.office.token) =>
  w.app.inject({ method: 'PUT', url, payload: payload as object, headers: bearer(token) });

describe('service targets (rule service-targets)', () => {
  it('start at Critical 4 h, High 24 h, Medium 72 h and Low 7 days, for anyone signed in', async () => {
    for (const token of [w.office.token, w.student.token]) {
      const response = await read(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        data: { Critical: 240, High: 1440, Medium: 4320, Low: 10080 },
      });
    }
    expect(SERVICE_TARGET_DEFAULTS).toEqual({
      Critical: 240,
      High: 1440,
      Medium: 4320,
      Low: 10080,
    });
  });

  it('are set by an administrator, all four at once, with one audit entry of before and after', async () => {
    const targets = { Critical: 60, High: 480, Medium: 2880, Low: 20160 };
    const response = await save(targets);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, data: targets });
    expect((await read(w.student.token)).json()).toEqual({ success: true, data: targets });

    const entries = await w.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityType, 'settings'))
      .orderBy(desc(auditEntries.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'settings.update',
      entityId: SERVICE_TARGETS_SETTINGS_ID,
      actorId: w.office.user._id,
      actorName: 'Asha Menon',
      before: { serviceTargets: { Critical: 240, High: 1440, Medium: 4320, Low: 10080 } },
      after: { serviceTargets: targets },
    });
  });

  it.each([
    [
      { Critical: 0, High: 1440, Medium: 4320, Low: 10080 },
      serviceTargetMessages.targetTooShort('Critical'),
    ],
    [
      { Critical: 240, High: 129_601, Medium: 4320, Low: 10080 },
      serviceTargetMessages.targetTooLong('High'),
    ],
    [
      { Critical: 240, High: 1440, Medium: 1.5, Low: 10080 },
      serviceTargetMessages.targetWhole('Medium'),
    ],
    [{ Critical: 240, High: 1440, Medium: 4320 }, serviceTargetMessages.targetRequired('Low')],
    [
      { Critical: '4 hours', High: 1440, Medium: 4320, Low: 10080 },
      serviceTargetMessages.targetWhole('Critical'),
    ],
  ])('refuses %j with a sentence, changing nothing', async (payload, message) => {
    const before = await databaseFingerprint(w.app.db);
    const response = await save(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(message);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });

  it('refuses a student with 403, changing nothing', async () => {
    const before = await databaseFingerprint(w.app.db);
    const response = await save({ Critical: 1, High: 1, Medium: 1, Low: 1 }, w.student.token);
    expect(response.statusCode).toBe(403);
    expect(await databaseFingerprint(w.app.db)).toEqual(before);
  });
});
