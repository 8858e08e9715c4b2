import type { Role } from '@hms/shared/enums';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Config } from './core/config/env';
import type { DatabaseHandle } from './core/db/database';
import { activityRoutes } from './features/activity';
import { authRoutes, meRoute } from './features/auth';
import { complaintRoutes } from './features/complaints';
import { configRoute } from './operations/public-config/config-route';
import {
  adminDashboardRoute,
  studentDashboardRoute,
  wardenDashboardRoute,
} from './features/dashboards';
import { activityExportRoute, complaintExportRoute, staffExportRoutes } from './features/exports';
import { emailOutboxRoutes } from './features/email';
import { deletedStudentRoutes, feeRoutes, ownFeeRoutes } from './features/fees';
import { guardianRoutes, ownGuardianRoutes } from './features/guardians';
import { healthRoute } from './operations/health/health-route';
import { importRoutes } from './features/imports';
import type { AppMetrics } from './operations/metrics/metrics-registry';
import { metricsRoute } from './operations/metrics/metrics-route';
import { notificationRoutes } from './features/notifications';
import { curfewRoutes, gateScanRoutes, gateViewRoutes, ownGatePassRoute } from './features/gate';
import { guardianLeaveRoutes, leaveRoutes, ownLeaveRoutes } from './features/leave';
import {
  messResidentRoutes,
  messResidentViewRoutes,
  messRoutes,
  messViewRoutes,
  ownMenuRoute,
} from './features/mess';
import { noticeRoutes, ownNoticeRoutes } from './features/notices';
import { hostelRoutes } from './features/hostels';
import { passwordResetRoutes, temporaryPasswordRoutes } from './features/password-reset';
import { profileRoutes } from './features/profile';
import { reportRoutes } from './features/reports';
import { rollCallRoutes } from './features/roll-call';
import { roomRoutes } from './features/rooms';
import { staffMembersRoute, wardenRoutes } from './features/staff';
import { ownResidenciesRoute, residencyRoutes } from './features/residencies';
import { ownRoomRequestRoutes, roomRequestQueueRoutes } from './features/room-requests';
import { settingsRoutes } from './features/settings';
import { studentRoutes } from './features/students';
import { requireRole } from './core/http/request-account';
import type { Services } from './services';

/**
 * The API's route table. Public routes live in one scope; every other route is registered inside
 * a scope whose hooks authenticate and check the role, so no route can forget its guard and
 * nothing depends on matching URL strings.
 */
export async function apiRoutes(
  app: FastifyInstance,
  deps: Services & { config: Config; database: DatabaseHandle; metrics: AppMetrics },
) {
  // Public: sign-in, sign-up, password reset, a guardian's link to a leave, health, settings; and the metrics, which check
  // their caller themselves (this machine, or a scraper with METRICS_TOKEN).
  await app.register(async (scope) => {
    await scope.register(authRoutes, { auth: deps.auth });
    await scope.register(passwordResetRoutes, { passwordResets: deps.passwordResets });
    await scope.register(guardianLeaveRoutes, { leave: deps.leave });
    await scope.register(healthRoute, { database: deps.database });
    await scope.register(metricsRoute, { metrics: deps.metrics, token: deps.config.metricsToken });
    await scope.register(configRoute, { config: deps.config, db: deps.database.db });
  });

  // Every signed-in account, guards and mess managers included: their own session, password and
  // bell.
  await guarded(app, ['admin', 'warden', 'guard', 'mess', 'student'], async (scope) => {
    await scope.register(meRoute, { auth: deps.auth });
    await scope.register(notificationRoutes, { notifications: deps.notifications });
  });

  // Complaints and their service targets: everyone but guards, who record movements at the gate
  // and see nothing else (docs/decisions/062).
  await guarded(app, ['admin', 'warden', 'student'], async (scope) => {
    await scope.register(complaintRoutes, { complaints: deps.complaints });
    await scope.register(complaintExportRoute, { exports: deps.exports });
    await scope.register(settingsRoutes, { settings: deps.settings });
  });

  // The gate: guards, wardens and the office record movements in their hostels
  // (docs/product-rules.md#gate-movements).
  await guarded(app, ['admin', 'warden', 'guard'], async (scope) => {
    await scope.register(gateScanRoutes, { scans: deps.scans, residents: deps.residents });
  });

  // The mess: the office, and wardens and mess managers in their hostels, read its plans, menus,
  // residents' plans and meal counts; the office and mess managers change them
  // (docs/decisions/064).
  const messResidents = { residents: deps.messResidents, mealCounts: deps.mealCounts };
  await guarded(app, ['admin', 'warden', 'mess'], async (scope) => {
    await scope.register(messViewRoutes, { mess: deps.mess });
    await scope.register(messResidentViewRoutes, messResidents);
  });
  await guarded(app, ['admin', 'mess'], async (scope) => {
    await scope.register(messRoutes, { mess: deps.mess });
    await scope.register(messResidentRoutes, messResidents);
  });

  // Staff: administrators everywhere, wardens within their hostels (docs/decisions/043). Each
  // service filters by the caller's hostels in its statements; the writes only an administrator
  // may make carry `adminOnly` as well.
  await guarded(app, ['admin', 'warden'], async (scope) => {
    await scope.register(hostelRoutes, { hostels: deps.hostels });
    await scope.register(roomRoutes, { rooms: deps.rooms });
    await scope.register(studentRoutes, { students: deps.students });
    await scope.register(residencyRoutes, {
      moves: deps.bedMoves,
      residencies: deps.residencies,
    });
    await scope.register(roomRequestQueueRoutes, { requests: deps.roomRequests });
    await scope.register(feeRoutes, {
      ledger: deps.ledger,
      postings: deps.postings,
      dues: deps.dues,
      college: deps.config.collegeName,
    });
    await scope.register(deletedStudentRoutes, { deletedStudents: deps.deletedStudents });
    await scope.register(staffMembersRoute, { staff: deps.staff });
    await scope.register(staffExportRoutes, { exports: deps.exports });
    await scope.register(wardenDashboardRoute, { dashboards: deps.dashboards });
    await scope.register(reportRoutes, { reports: deps.reports });
    await scope.register(leaveRoutes, { leave: deps.leave });
    await scope.register(noticeRoutes, { notices: deps.notices });
    await scope.register(guardianRoutes, { guardians: deps.guardians });
    await scope.register(gateViewRoutes, { inside: deps.inside, curfews: deps.curfews });
    await scope.register(rollCallRoutes, { rollCalls: deps.rollCalls });
  });

  await guarded(app, ['admin'], async (scope) => {
    await scope.register(adminDashboardRoute, { dashboards: deps.dashboards });
    await scope.register(wardenRoutes, { staff: deps.staff });
    await scope.register(activityRoutes, { activity: deps.activity });
    await scope.register(importRoutes, { imports: deps.imports });
    await scope.register(activityExportRoute, { exports: deps.exports });
    await scope.register(emailOutboxRoutes, { outbox: deps.emailOutbox });
    await scope.register(temporaryPasswordRoutes, { passwordResets: deps.passwordResets });
    await scope.register(curfewRoutes, { curfews: deps.curfews });
  });

  // Students only: always their own record.
  await guarded(app, ['student'], async (scope) => {
    await scope.register(studentDashboardRoute, { dashboards: deps.dashboards });
    await scope.register(profileRoutes, { profile: deps.profile });
    await scope.register(ownResidenciesRoute, { residencies: deps.residencies });
    await scope.register(ownRoomRequestRoutes, { requests: deps.roomRequests });
    await scope.register(ownFeeRoutes, { ledger: deps.ledger, college: deps.config.collegeName });
    await scope.register(ownLeaveRoutes, { leave: deps.leave });
    await scope.register(ownNoticeRoutes, { notices: deps.notices });
    await scope.register(ownGuardianRoutes, { guardians: deps.guardians });
    await scope.register(ownGatePassRoute, { passes: deps.passes });
    await scope.register(ownMenuRoute, { mess: deps.mess });
  });
}

/**
 * Registers `routes` in a scope that first authenticates the caller and then refuses every role
 * but `roles` with 403.
 */
async function guarded(app: FastifyInstance, roles: Role[], routes: FastifyPluginAsync) {
  await app.register(async (scope) => {
    scope.addHook('onRequest', app.authenticate);
    scope.addHook('onRequest', requireRole(...roles));
    await scope.register(routes);
  });
}
