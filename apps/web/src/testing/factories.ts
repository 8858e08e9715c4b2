import type { AuthResponse, SessionUser } from '@hms/shared/auth';

let sequence = 0;

function nextId(): string {
  sequence += 1;
  return `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`;
}

export function createAdmin(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: nextId(),
    role: 'admin',
    name: 'Asha Warden',
    email: 'asha@hostel.test',
    ...overrides,
  };
}

export function createStudent(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    _id: nextId(),
    role: 'student',
    name: 'Ravi Kumar',
    email: 'ravi@college.test',
    studentId: '2024CS001',
    ...overrides,
  };
}

export function createAuthResponse(user: SessionUser, token = `token-${user._id}`): AuthResponse {
  return { success: true, token, user };
}
