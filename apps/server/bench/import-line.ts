import type { ImportEvent, ImportReport } from '@hms/shared/imports';
import { stringify } from 'csv-stringify/sync';
import { IMPORT_BENCH } from './import-bench-writes';
import type { BenchSession } from './bench-session';

type Timed = { seconds: number; report: ImportReport; savingEvents: number; firstEventMs: number };

/** Sends an import as the Import page does and reads its lines as they arrive. */
async function timedImport(
  serverUrl: string,
  token: string,
  kind: 'students' | 'rooms',
  body: Record<string, unknown>,
): Promise<Timed> {
  const started = performance.now();
  const response = await fetch(`${serverUrl}/api/imports/${kind}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok || !response.body) {
    throw new Error(`the ${kind} import answered ${response.status}: ${await response.text()}`);
  }
  const decoder = new TextDecoder();
  let pending = '';
  let firstEventMs = 0;
  let savingEvents = 0;
  let last: ImportEvent | undefined;
  for await (const chunk of response.body) {
    pending += decoder.decode(chunk, { stream: true });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines.filter(Boolean)) {
      last = JSON.parse(line) as ImportEvent;
      firstEventMs ||= performance.now() - started;
      if (last.type === 'progress' && last.stage === 'saving') savingEvents += 1;
    }
  }
  const seconds = (performance.now() - started) / 1000;
  if (last?.type !== 'report') throw new Error(`the ${kind} import ended ${JSON.stringify(last)}`);
  return { seconds, report: last.report, savingEvents, firstEventMs };
}

const csv = (rows: (string | number)[][]) => stringify(rows, { record_delimiter: 'windows' });

/**
 * The `import` section (docs/performance.md): through the real server, a new hostel's rooms
 * file, then a file of `students` new students, each with a bed in it; each checked (a dry run)
 * and then saved, beside the target of 20 s for 20,000 students on PostgreSQL. The hostel charges
 * a deposit, so saving writes what a real import writes. What it wrote is taken away afterwards
 * (removeImportBench).
 */
export async function runImportLine(
  serverUrl: string,
  session: BenchSession,
  students: number,
  onPostgres: boolean,
): Promise<void> {
  const token = session.admin.token;
  const rooms = Math.ceil(students / 4);
  const made = await fetch(`${serverUrl}/api/hostels`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name: IMPORT_BENCH.hostel,
      type: 'Girls',
      totalRooms: rooms,
      totalCapacity: rooms * 4,
      fees: { monthly: 4000, security: 10_000 },
      address: 'Import Block',
      amenities: ['WiFi'],
    }),
  });
  if (made.status !== 201) throw new Error(`the bench hostel answered ${made.status}`);
  const hostel = ((await made.json()) as { data: { _id: string } }).data._id;

  const roomNumber = (n: number) => `IB-${String(n).padStart(5, '0')}`;
  const roomsFile = csv([
    ['Room number', 'Type', 'Floor', 'Monthly rent', 'AC', 'Amenities'],
    ...Array.from({ length: rooms }, (_, i) => [
      roomNumber(i + 1),
      'Quadruple',
      (i % 20) + 1,
      3000,
      i % 3 === 0 ? 'Yes' : 'No',
      'Fan, Study table',
    ]),
  ]);
  const studentsFile = csv([
    ['Student ID', 'Name', 'Email', 'Phone', 'Course', 'Year', 'Gender', 'Hostel', 'Room', 'Bed'],
    ...Array.from({ length: students }, (_, i) => [
      `${IMPORT_BENCH.studentIdPrefix}${String(i + 1).padStart(6, '0')}`,
      `Imported Student ${i + 1}`,
      `imported${i + 1}@bench.test`,
      String(7_000_000_000 + i),
      'B.Sc Physics, Honours',
      (i % 4) + 1,
      'Female',
      IMPORT_BENCH.hostel,
      roomNumber(Math.floor(i / 4) + 1),
      // Every other room's beds named, the rest the lowest free one.
      Math.floor(i / 4) % 2 === 0 ? (i % 4) + 1 : '',
    ]),
  ]);

  const roomsCheck = await timedImport(serverUrl, token, 'rooms', { file: roomsFile, hostel });
  const roomsSave = await timedImport(serverUrl, token, 'rooms', {
    file: roomsFile,
    hostel,
    commit: true,
  });
  const body = { file: studentsFile, initialPassword: 'bench-import-2026' };
  const studentsCheck = await timedImport(serverUrl, token, 'students', body);
  const studentsSave = await timedImport(serverUrl, token, 'students', { ...body, commit: true });

  const all = (t: Timed, n: number) =>
    t.report.counts.create === n && t.report.counts.refused === 0;
  const clean =
    all(roomsCheck, rooms) &&
    roomsSave.report.committed &&
    all(studentsCheck, students) &&
    studentsSave.report.committed &&
    all(studentsSave, students);
  const target = 20;
  const pass = onPostgres
    ? clean && studentsCheck.seconds <= target && studentsSave.seconds <= target
      ? 'PASS'
      : 'MISS'
    : '(target on PostgreSQL)';
  const mb = (text: string) => (Buffer.byteLength(text) / 1024 / 1024).toFixed(1);
  console.log(
    `\nimport: ${rooms.toLocaleString('en-IN')} rooms (${mb(roomsFile)} MB): check ${roomsCheck.seconds.toFixed(1)} s, save ${roomsSave.seconds.toFixed(1)} s`,
  );
  console.log(
    `  ${students.toLocaleString('en-IN')} students with beds (${mb(studentsFile)} MB): check ${studentsCheck.seconds.toFixed(1)} s, save ${studentsSave.seconds.toFixed(1)} s (first line after ${studentsSave.firstEventMs.toFixed(0)} ms, ${studentsSave.savingEvents} saving progress lines)${clean ? '' : ' (rows refused or not saved)'}  ${pass} (each ≤ ${target} s)`,
  );
}
