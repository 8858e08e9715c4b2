import type { Role } from '@hms/shared/enums';

/** Every route of docs/product-rules.md#screen-routes, spelled once. */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  adminSignup: '/admin/signup',
  studentSignup: '/student/signup',
  studentLogin: '/student/login',
  /** Asking for a password-reset link by e-mail; the link opens `resetPassword`. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  unauthorized: '/unauthorized',
  admin: {
    dashboard: '/admin/dashboard',
    hostels: '/admin/hostels',
    rooms: '/admin/rooms',
    students: '/admin/students',
    requests: '/admin/requests',
    complaints: '/admin/complaints',
    staff: '/admin/staff',
    settings: '/admin/settings',
    activity: '/admin/activity',
    fees: '/admin/fees',
    receipt: '/admin/fees/receipts/:id',
    /** A student's ledger, deleted or not: its balance, dues, deposits and entries. */
    ledger: '/admin/fees/ledgers/:id',
    /** Students deleted with a ledger, which outlives them (docs/decisions/056). */
    deletedStudents: '/admin/fees/deleted-students',
    import: '/admin/import',
    reports: '/admin/reports',
    leave: '/admin/leave',
    notices: '/admin/notices',
    notifications: '/admin/notifications',
  },
  /** A warden's area: the admin screens over their own hostels (docs/decisions/043). */
  warden: {
    dashboard: '/warden/dashboard',
    hostels: '/warden/hostels',
    rooms: '/warden/rooms',
    students: '/warden/students',
    requests: '/warden/requests',
    complaints: '/warden/complaints',
    fees: '/warden/fees',
    receipt: '/warden/fees/receipts/:id',
    ledger: '/warden/fees/ledgers/:id',
    reports: '/warden/reports',
    leave: '/warden/leave',
    notices: '/warden/notices',
    notifications: '/warden/notifications',
  },
  /** Where any signed-in account replaces its password; a new warden is sent here first. */
  changePassword: '/account/password',
  student: {
    dashboard: '/student/dashboard',
    profile: '/student/profile',
    complaints: '/student/complaints',
    requests: '/student/requests',
    fees: '/student/fees',
    receipt: '/student/fees/receipts/:id',
    leave: '/student/leave',
    notices: '/student/notices',
    notifications: '/student/notifications',
  },
} as const;

export function dashboardPathFor(role: Role): string {
  return paths[role].dashboard;
}

/** Wardens sign in on the Admin tab. */
export function loginPathFor(role: Role): string {
  return `${paths.login}?tab=${role === 'student' ? 'student' : 'admin'}`;
}

/** The staff screens of an administrator's or a warden's area. */
export function staffPathsFor(role: Role) {
  return role === 'warden' ? paths.warden : paths.admin;
}

/** A payment's receipt page in the area of `role`: staff see it under Fees, a student under theirs. */
export function receiptPathFor(role: Role, id: string): string {
  return paths[role].receipt.replace(':id', encodeURIComponent(id));
}

/** A student's ledger page in the office's area of `role`. */
export function ledgerPathFor(role: 'admin' | 'warden', studentId: string): string {
  return paths[role].ledger.replace(':id', encodeURIComponent(studentId));
}

/** Pages for visitors who are not signed in; an expired session there needs no redirect. */
export const signedOutPaths: readonly string[] = [
  paths.login,
  paths.register,
  paths.adminSignup,
  paths.studentSignup,
  paths.studentLogin,
  paths.forgotPassword,
  paths.resetPassword,
];
