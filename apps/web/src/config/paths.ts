import type { Role } from '@hms/shared/enums';

/** Every route of docs/product-rules.md#screen-routes, spelled once. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  adminSignup: '/admin/signup',
  studentSignup: '/student/signup',
  studentLogin: '/student/login',
  unauthorized: '/unauthorized',
  admin: {
    dashboard: '/admin/dashboard',
    hostels: '/admin/hostels',
    rooms: '/admin/rooms',
    students: '/admin/students',
    complaints: '/admin/complaints',
    activity: '/admin/activity',
  },
  student: {
    dashboard: '/student/dashboard',
    profile: '/student/profile',
    complaints: '/student/complaints',
  },
} as const;

export function dashboardPathFor(role: Role): string {
  return paths[role].dashboard;
}

export function loginPathFor(role: Role): string {
  return `${paths.login}?tab=${role}`;
}

/** Pages for visitors who are not signed in; an expired session there needs no redirect. */
export const signedOutPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.adminSignup,
  paths.studentSignup,
  paths.studentLogin,
];
