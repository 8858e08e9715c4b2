import { profileMessages as m } from '@hms/shared/messages';
import type { ProfileUpdateInput, StudentProfile } from '@hms/shared/profile';
import type { Executor } from '../../core/db/database';
import { AppError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import { toProfileResponse } from './profile-response';
import { findStudentProfile, lockProfile, updateProfile } from './profile-repository';

// The account is checked on every request, so this only happens if it is deleted mid-request.
export const profileNotFound = () => new AppError('NOT_FOUND', m.notFound);

export function createProfileService(db: Executor) {
  async function get(studentId: string): Promise<StudentProfile> {
    const row = await findStudentProfile(db, studentId);
    if (!row) throw profileNotFound();
    return toProfileResponse(row);
  }

  return {
    get,

    async update(student: Actor, input: ProfileUpdateInput): Promise<StudentProfile> {
      await db.transaction(async (tx) => {
        const before = await lockProfile(tx, student._id);
        if (!before || !(await updateProfile(tx, student._id, input))) throw profileNotFound();
        await recordChange(tx, student, {
          action: 'student.profile',
          entityType: 'student',
          entityId: student._id,
          before: { name: before.name, phone: before.phone },
          after: { name: input.name, phone: input.phone },
          label: `${input.name} (${before.rollNumber})`,
        });
      });
      return get(student._id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
