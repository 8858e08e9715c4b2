import { randomUUID } from 'node:crypto';
import { SCALE_ADMIN, smallCollege } from '../../seed/campus-size';
import { generateCampus } from '../../seed/generate-campus';
import type { TestApp } from './test-app';

/** The seed's small college in a test's database, with hashes no one signs in with. */
export function seedSmallCollege(app: TestApp): Promise<void> {
  return generateCampus(app.db, smallCollege, {
    adminId: randomUUID(),
    adminName: SCALE_ADMIN.name,
    adminEmail: SCALE_ADMIN.email,
    adminPasswordHash: 'not-a-password-hash',
    studentPasswordHash: 'not-a-password-hash',
  });
}
