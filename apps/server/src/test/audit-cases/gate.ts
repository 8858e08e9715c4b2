import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { students } from '../../core/db/schema';
import { housedStudent } from './arrangements';
import type { Case } from './case';

/** The gate: a movement recorded, and a hostel's curfew. */
export const gateCases: Case[] = [
  {
    route: 'POST /api/gate/scans',
    arrange: async (s) => {
      const id = await housedStudent(s);
      const [student] = await s.app.db
        .select({ rollNumber: students.rollNumber })
        .from(students)
        .where(eq(students.id, id));
      const payload = {
        clientKey: randomUUID(),
        direction: 'out',
        gate: 'Main gate',
        scannedAt: new Date().toISOString(),
        rollNumber: student?.rollNumber,
      };
      return {
        call: { method: 'POST', url: '/api/gate/scans', payload, token: s.office.token },
        entityId: id,
      };
    },
    action: 'gate.out',
    actor: () => 'Asha Menon',
  },
  {
    route: 'PUT /api/gate/curfews/:id',
    arrange: async (s) => ({
      call: {
        method: 'PUT',
        url: `/api/gate/curfews/${s.hostel}`,
        payload: { curfew: '21:45', guardianApprovesLeave: true },
        token: s.office.token,
      },
      entityId: s.hostel,
    }),
    action: 'hostel.curfew',
    actor: () => 'Asha Menon',
  },
];
