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
  /** A guardian's e-mailed link to approve or decline a student's leave; no sign-in. */
  guardianLeave: '/guardian/leave/:token',
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
    /** Who is inside now, the movements at the gate, and each hostel's curfew. */
    gate: '/admin/gate',
    /** Tonight's roll-call of a hostel or floor, and the nights before it. */
    rollCall: '/admin/roll-call',
    /** One roll-call's list, to mark or to read. */
    rollCallSheet: '/admin/roll-call/:id',
    /** Each hostel's mess plans and week's menu, kept by the office and the mess managers. */
    mess: '/admin/mess',
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
    gate: '/warden/gate',
    rollCall: '/warden/roll-call',
    rollCallSheet: '/warden/roll-call/:id',
    /** The mess of their hostels, to read: the mess managers keep it (docs/decisions/064). */
    mess: '/warden/mess',
    notices: '/warden/notices',
    notifications: '/warden/notifications',
  },
  /** Where any signed-in account replaces its password; a new warden is sent here first. */
  changePassword: '/account/password',
  /** A guard's one page: the gate of their hostels (docs/decisions/062). */
  gate: '/gate',
  /** A mess manager's one page: the plans and menus of their hostels (docs/decisions/064). */
  mess: '/mess',
  student: {
    dashboard: '/student/dashboard',
    profile: '/student/profile',
    complaints: '/student/complaints',
    requests: '/student/requests',
    fees: '/student/fees',
    receipt: '/student/fees/receipts/:id',
    leave: '/student/leave',
    /** The code the student shows at the gate (docs/decisions/063). */
    gatePass: '/student/gate-pass',
    notices: '/student/notices',
    notifications: '/student/notifications',
  },
} as const;

/**
 * Where `role` lands after signing in: its dashboard, or the one page of a guard (the gate) or a
 * mess manager (the mess).
 */
export function dashboardPathFor(role: Role): string {
  if (role === 'guard') return paths.gate;
  if (role === 'mess') return paths.mess;
  return paths[role].dashboard;
}

/** Wardens, guards and mess managers sign in on the Admin tab. */
export function loginPathFor(role: Role): string {
  return `${paths.login}?tab=${role === 'student' ? 'student' : 'admin'}`;
}

/** The staff screens of an administrator's or a warden's area. */
export function staffPathsFor(role: Role) {
  return role === 'warden' ? paths.warden : paths.admin;
}

/** A payment's receipt page in the area of `role`: staff see it under Fees, a student under theirs. */
export function receiptPathFor(role: 'admin' | 'warden' | 'student', id: string): string {
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
