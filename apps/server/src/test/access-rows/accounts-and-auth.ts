import { buildAdminRegistration, buildStudentRegistration } from '../factories';
import { buildWardenInput } from '../staff-factories';
import type { World } from '../world';
import type { Caller, Rows } from './row';

/** The documentation, signing up and in, passwords, and the staff's accounts. */
export const accountsAndAuthRows: Rows = {
  // The API documentation and its assets are public by design.
  'GET /api/docs': { access: 'public' },
  'GET /api/docs/json': { access: 'public' },
  'GET /api/docs/yaml': { access: 'public' },
  // The documentation page lives at /api/docs; its old static address sends the browser there.
  'GET /api/docs/static/index.html': { access: 'public', allowedStatus: 302 },
  'GET /api/docs/static/swagger-initializer.js': { access: 'public' },
  'GET /api/docs/static/*': { access: 'public', rest: 'index.css' },
  'GET /api/health': { access: 'public' },
  'GET /api/health/ready': { access: 'public' },
  // Prometheus's scrape: from this machine, or with METRICS_TOKEN, which this app has not set.
  'GET /api/metrics': { access: 'thisMachine' },
  'GET /api/config': { access: 'public' },
  // This app sends no e-mail: asking for a link is refused as not available, to everyone alike.
  'POST /api/auth/password-reset': {
    access: 'public',
    payload: (w) => ({ email: w.a.email }),
    allowedStatus: 409,
  },
  // A token of no link: refused as a link that does not work, to everyone alike.
  'POST /api/auth/password-reset/confirm': {
    access: 'public',
    payload: () => ({ token: 'A'.repeat(43), newPassword: 'a-new-secret-9' }),
    allowedStatus: 400,
  },
  // Sign-up is open in this app (ADMIN_SIGNUP=open), so each caller can register someone new.
  'POST /api/admin/register': { access: 'public', payload: () => buildAdminRegistration() },
  'POST /api/admin/login': {
    access: 'public',
    payload: (w) => ({ email: w.admin.email, password: w.admin.password }),
  },
  'POST /api/student/register': { access: 'public', payload: () => buildStudentRegistration() },
  // B signs in: the answer is B's own, so it may reach anyone holding B's password.
  'POST /api/student/login': {
    access: 'public',
    payload: (w) => ({ studentId: w.b.studentId, password: w.b.password }),
  },
  'GET /api/auth/me': { access: 'signedIn' },
  // Each caller changes their own password, knowing it.
  'PUT /api/auth/password': {
    access: 'signedIn',
    payload: (w, caller) => ({
      currentPassword: passwordOf(w, caller),
      newPassword: `${passwordOf(w, caller)}-new`,
    }),
  },
  'GET /api/staff': { access: 'staff' },
  'GET /api/wardens': { access: 'adminOnly' },
  'POST /api/wardens': { access: 'adminOnly', payload: (w) => buildWardenInput([w.hostel]) },
  'PUT /api/wardens/:id': {
    access: 'adminOnly',
    id: (w) => w.wardenY.id,
    payload: (w) => ({ ...buildWardenInput([w.spareHostel]), isActive: true }),
  },
  'DELETE /api/wardens/:id': { access: 'adminOnly', id: (w) => w.wardenY.id },
  'POST /api/admin/students/:id/temporary-password': {
    access: 'adminOnly',
    id: (w) => w.a.id,
    payload: () => ({ password: 'office-gave-this-7' }),
  },
  'POST /api/admin/wardens/:id/temporary-password': {
    access: 'adminOnly',
    id: (w) => w.wardenY.id,
    payload: () => ({ password: 'office-gave-this-7' }),
  },
};

function passwordOf(w: World, caller: Caller): string {
  switch (caller) {
    case 'studentA':
      return w.a.password;
    case 'studentB':
      return w.b.password;
    case 'anonymous':
    case 'admin':
      return w.admin.password;
    default:
      return w[caller].password;
  }
}
