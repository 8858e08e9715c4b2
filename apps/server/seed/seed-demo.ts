import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import { students } from '../src/core/db/schema';
import { hashPassword } from '../src/features/auth/password';
import { smallCollege, totals } from './campus-size';
import { generateCampus } from './generate-campus';
import { assertEmpty, openSeedTarget } from './seed-target';

const ADMIN = { name: 'Asha Rao', email: 'admin@college.edu', password: 'demo-admin-2026' };
const STUDENT_PASSWORD = 'demo-student-2026';

/** `npm run seed:demo`: a small college to try every screen with, and the sign-ins to do it. */
async function main() {
  const { database, where } = await openSeedTarget();
  try {
    await assertEmpty(database.db);
    console.log(`Seeding a small college into ${where}`);
    await generateCampus(database.db, smallCollege, {
      adminId: randomUUID(),
      adminName: ADMIN.name,
      adminEmail: ADMIN.email,
      adminPasswordHash: await hashPassword(ADMIN.password),
      studentPasswordHash: await hashPassword(STUDENT_PASSWORD),
    });

    const firstStudent = (hasRoom: boolean) =>
      database.db
        .select({ rollNumber: students.rollNumber, name: students.name })
        .from(students)
        .where(
          and(
            eq(students.isActive, true),
            hasRoom ? isNotNull(students.roomId) : isNull(students.roomId),
          ),
        )
        .orderBy(asc(students.rollNumber))
        .limit(1)
        .then(([row]) => row);
    const housed = await firstStudent(true);
    const waiting = await firstStudent(false);

    const made = totals(smallCollege);
    console.log(
      `\nMade ${made.hostels} hostels, ${made.rooms} rooms, ${made.students} students, ${made.complaints} complaints and ${made.comments} comments.`,
    );
    console.log('\nSign in at /login with:');
    console.log(`  Admin tab    ${ADMIN.email} / ${ADMIN.password}`);
    if (housed)
      console.log(
        `  Student tab  ${housed.rollNumber} / ${STUDENT_PASSWORD}  (${housed.name}, has a room)`,
      );
    if (waiting)
      console.log(
        `  Student tab  ${waiting.rollNumber} / ${STUDENT_PASSWORD}  (${waiting.name}, waiting for a room)`,
      );
    console.log(`  Every demo student's password is ${STUDENT_PASSWORD}.`);
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
