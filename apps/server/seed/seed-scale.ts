import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { hashPassword } from '../src/features/auth/password';
import {
  campusScale,
  SCALE_ADMIN,
  SCALE_GUARD_PASSWORD,
  SCALE_STUDENT_PASSWORD,
  sizeForStudents,
  totals,
} from './campus-size';
import { generateCampus } from './generate-campus';
import { CAMPUS_GATES } from './generate-gate-year';
import { assertEmpty, openSeedTarget } from './seed-target';

/**
 * `npm run seed:scale [-- --students N]`: campus scale (50 hostels, 5,000 rooms, 20,000
 * students, 200,000 complaints, 600,000 comments, and a year at the gates: a hostel of 400, a guard
 * a gate, about 2 million movements), or the same proportions for N students.
 */
async function main() {
  const { values } = parseArgs({ options: { students: { type: 'string' } } });
  const size = values.students ? sizeForStudents(Number(values.students)) : campusScale;
  if (!Number.isInteger(size.students) || size.students < 1) {
    throw new Error('--students must be a whole number of at least 1');
  }
  const made = totals(size);
  const { database, where } = await openSeedTarget();
  try {
    await assertEmpty(database.db);
    console.log(
      `Seeding ${made.hostels} hostels, ${made.rooms} rooms, ${made.students} students, ${made.complaints} complaints and ${made.comments} comments into ${where}`,
    );
    const started = Date.now();
    await generateCampus(
      database.db,
      size,
      {
        adminId: randomUUID(),
        adminName: SCALE_ADMIN.name,
        adminEmail: SCALE_ADMIN.email,
        adminPasswordHash: await hashPassword(SCALE_ADMIN.password),
        studentPasswordHash: await hashPassword(SCALE_STUDENT_PASSWORD),
      },
      { guardPasswordHash: await hashPassword(SCALE_GUARD_PASSWORD) },
    );
    console.log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
    console.log(`  Admin: ${SCALE_ADMIN.email} / ${SCALE_ADMIN.password}`);
    console.log(
      `  Guards: ${CAMPUS_GATES.map((g) => g.email).join(', ')} / ${SCALE_GUARD_PASSWORD}`,
    );
    console.log(
      `  Students: 2025000001 to 2025${String(size.students).padStart(6, '0')} / ${SCALE_STUDENT_PASSWORD}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  // Drizzle's message is the failed statement; the database's reason is its cause.
  const reason = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  console.error(reason instanceof Error ? reason.message : reason);
  process.exit(1);
});
