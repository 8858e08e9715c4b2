import { profileMessages as m } from '@hms/shared/messages';
import type { ProfileUpdateInput, StudentProfile } from '@hms/shared/profile';
import type { Executor } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { toProfileResponse } from './profile-response';
import { findStudentProfile, updateProfile } from './profile-repository';

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

    async update(studentId: string, input: ProfileUpdateInput): Promise<StudentProfile> {
      if (!(await updateProfile(db, studentId, input))) throw profileNotFound();
      return get(studentId);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
