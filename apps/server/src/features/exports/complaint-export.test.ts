import { randomBytes } from 'node:crypto';
import type { Complaint } from '@hms/shared/complaints';
import { describe, expect, it } from 'vitest';
import { SLICE_ROWS } from '../../core/paging/slices';
import { complaints } from '../../core/db/schema';
import { appForFile, withAdmin } from '../../test/app-for-file';
import { download, everyPage, type FileRow } from '../../test/csv-downloads';
import {
  bearer,
  buildComplaintRow,
  createHostel,
  createRoom,
  registerStudent,
  submitComplaint,
} from '../../test/factories';
import { createWarden } from '../../test/staff-factories';

const tag = randomBytes(4).toString('hex');
const HOSTILE = '=HYPERLINK("http://evil.example","Fees")';

const w = appForFile(async (app) => {
  const { admin } = await withAdmin(app);
  const ganga = (await createHostel(app, admin, { name: `Ganga ${tag}` }))._id;
  const kaveri = (await createHostel(app, admin, { name: `Kaveri ${tag}` }))._id;
  const warden = (await createWarden(app, admin, [ganga])).token;
  const resident = async (hostel: string, name: string) => {
    const student = await registerStudent(app, { name });
    const room = (await createRoom(app, admin, hostel, { type: 'Single' }))._id;
    const response = await app.inject({
      method: 'PUT',
      url: `/api/admin/students/${student.user._id}/assign-room`,
      payload: { roomId: room },
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { token: student.token, id: student.user._id };
  };
  /** Lives in the warden's hostel; her name would run as a formula. */
  const asha = await resident(ganga, HOSTILE);
  /** Lives in another hostel. */
  const ravi = await resident(kaveri, `Ravi ${tag}`);
  const submit = (token: string, subject: string, category: string) =>
    submitComplaint(app, token, { subject, category, description: `Reported ${tag}.` });
  await submit(asha.token, `+1 geyser ${tag} cold`, 'Maintenance');
  await submit(asha.token, `-2 fan ${tag} noisy`, 'Electricity');
  await submit(asha.token, `@SUM(A1) tap ${tag}`, 'Maintenance');
  await submit(ravi.token, `Geyser ${tag} leaking`, 'Maintenance');
  await submit(ravi.token, `Window ${tag} stuck`, 'Other');
  return { admin, warden, asha, ravi };
});

/** What identifies a complaint in the list and in the file alike. */
const fromList = (c: Complaint) => ({
  id: c._id,
  subject: c.subject,
  status: c.status,
  category: c.category,
  student: c.student.studentId,
});
const fromFile = (row: FileRow) => ({
  id: row['Complaint ID'],
  // The file neutralises what a spreadsheet would run; the list shows it as typed.
  subject: row.Subject?.replace(/^'(?=[=+\-@])/, ''),
  status: row.Status,
  category: row.Category,
  student: row['Student ID'],
});

async function sameAsList(query: string, token: string) {
  const file = await download(w.app, `/api/complaints.csv${query}`, token);
  const list = await everyPage<Complaint>(w.app, `/api/complaints${query}`, token);
  expect(file.map(fromFile)).toEqual(list.map(fromList));
  return file;
}

describe('the complaints export', () => {
  it("holds the office's filtered list, in its order", async () => {
    const repairs = await sameAsList(`?category=Maintenance&search=${tag}`, w.admin);
    expect(repairs.map((row) => row.Subject)).toEqual([
      `Geyser ${tag} leaking`,
      `'@SUM(A1) tap ${tag}`,
      `'+1 geyser ${tag} cold`,
    ]);
    expect(repairs[0]).toMatchObject({ Status: 'Open', Priority: 'High', Overdue: 'No' });
    expect(repairs[0]?.Submitted).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    await sameAsList(`?search=geyser%20${tag}`, w.admin);
    await sameAsList('?status=Open&category=Other', w.admin);
    await sameAsList('?assigned=none&priority=High', w.admin);
  });

  it("gives a warden their residents' complaints and a student their own", async () => {
    const theirs = await sameAsList(`?search=${tag}`, w.warden);
    expect(theirs).toHaveLength(3);
    expect(theirs.every((row) => row.Student === `'${HOSTILE}`)).toBe(true);
    const own = await sameAsList('?category=Maintenance', w.ravi.token);
    expect(own.map((row) => row.Subject)).toEqual([`Geyser ${tag} leaking`]);
    expect(JSON.stringify(own)).not.toContain('HYPERLINK');
  });

  it('neutralises every cell that would run, and nothing else', async () => {
    const file = await download(w.app, `/api/complaints.csv?search=${tag}`, w.admin);
    const subjects = file.map((row) => row.Subject);
    expect(subjects).toContain(`'-2 fan ${tag} noisy`);
    expect(subjects).toContain(`Window ${tag} stuck`);
    expect(file.filter((row) => row.Student === `'${HOSTILE}`)).toHaveLength(3);
  });

  it('reads a list longer than a slice whole, once each, in order, through equal times', async () => {
    // Written in one statement, so they share one creation time: only the id orders them.
    const many = SLICE_ROWS + 150;
    await w.app.db
      .insert(complaints)
      .values(
        Array.from({ length: many }, (_, i) =>
          buildComplaintRow(w.ravi.id, { subject: `Bulk ${tag} ${i}` }),
        ),
      );
    const file = await sameAsList(`?search=bulk%20${tag}`, w.admin);
    expect(file).toHaveLength(many);
    const everything = await sameAsList('', w.ravi.token);
    expect(new Set(everything.map((row) => row['Complaint ID'])).size).toBe(many + 2);
  });

  it('refuses a bad filter with a sentence, before any file', async () => {
    const response = await w.app.inject({
      method: 'GET',
      url: '/api/complaints.csv?status=Lost',
      headers: bearer(w.admin),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: expect.any(String) });
  });
});
