import { todayIn } from '@hms/shared/calendar-day';
import type { Config } from './core/config/env';
import { recentValues } from './core/cache/recent-values';
import type { Database } from './core/db/database';
import { createActivityService } from './features/activity';
import { createAuthService, createLoginThrottle, createSignUpThrottle } from './features/auth';
import type { SignToken, ThrottleLimits } from './features/auth';
import { createComplaintsService } from './features/complaints';
import { createDashboardService } from './features/dashboards';
import { createHostelsService } from './features/hostels';
import { createImportsService } from './features/imports';
import { createProfileService } from './features/profile';
import { createRoomsService } from './features/rooms';
import { createStaffService } from './features/staff';
import { createSettingsService } from './features/settings';
import { createRoomRequestsService } from './features/room-requests';
import {
  createBedMovesService,
  createResidenciesService,
  finishStay,
} from './features/residencies';
import { createStudentsService, studentsAfter } from './features/students';
import { createDeletedStudentsService, createDuesService } from './features/fees';
import { createLedgerService, createPostingService } from './features/fees';
import { createReportsService } from './features/reports';
import { createExportsService } from './features/exports';
import { createNotifier } from './core/notify/notify';
import { createNotifyEach } from './core/notify/notify-each';
import { createNotificationsService } from './features/notifications';
import { createEmailOutboxService } from './features/email';
import { createPasswordResetService } from './features/password-reset';
import { createLeaveService, type GuardianLinkKey } from './features/leave';
import { createGuardiansService, createGuardianTeller, withContacts } from './features/guardians';
import { createNoticesService } from './features/notices';
import {
  createMealCountService,
  createMessResidentsService,
  createMessService,
} from './features/mess';
import { createRollCallService } from './features/roll-call';
import {
  createCurfewsService,
  createInsideService,
  createPassService,
  createResidentsService,
  createScansService,
  type PassKey,
} from './features/gate';

/**
 * The product's services over one database, as the routes call them. Besides the app, the
 * benchmark's floor (bench/floor-server.ts) builds them, to time a call's own work without HTTP.
 */
export function createServices(deps: {
  db: Database;
  config: Config;
  signToken: SignToken;
  /**
   * Keys derived from the server's secret, each with its own label; every server of one database
   * has the same: students' gate passes, and guardians' links to answer a leave.
   */
  keys: { gatePass: PassKey; guardianLinks: GuardianLinkKey };
  throttleLimits?: ThrottleLimits | undefined;
  /** Work no request waits for failed: a count behind the admin dashboard's last figures. */
  onBackgroundError?: (error: unknown) => void;
}) {
  const { db, config } = deps;
  const auth = createAuthService({
    db,
    config,
    throttle: createLoginThrottle(db, 'sign-in', deps.throttleLimits),
    signUpThrottle: createSignUpThrottle(db),
    signToken: deps.signToken,
  });
  // A list's count is reused for a few seconds, whatever the write rate (docs/decisions/036).
  const totals = recentValues<number>(config.listTotalsCacheMs);
  const today = () => todayIn(config.timeZone);
  const activity = createActivityService(db);
  // Every service that tells someone of a change writes through this, in the change's transaction.
  const mailSettings = config.mail
    ? { appUrl: config.appUrl, collegeName: config.collegeName }
    : null;
  const notify = createNotifier(mailSettings);
  // ...and this, when one change tells many (a month's charges, the overdue watch).
  const notifyEach = createNotifyEach(mailSettings);
  // ...and this, when a change concerns what a student lets their guardians be told.
  const tellGuardians = createGuardianTeller(mailSettings);
  const hostels = createHostelsService(db);
  const rooms = createRoomsService(db, totals);
  const complaints = createComplaintsService(db, totals, notify);
  const inside = createInsideService({ db, timeZone: config.timeZone });
  return {
    /** Every list's reused totals, forgotten when something changes (docs/decisions/052). */
    listTotals: totals,
    notify,
    notifyEach,
    tellGuardians,
    notifications: createNotificationsService(db),
    auth,
    hostels,
    rooms,
    students: createStudentsService({ db, auth, totals, today, endStay: finishStay }),
    bedMoves: createBedMovesService({ db, today, notify }),
    residencies: createResidenciesService({ db }),
    roomRequests: createRoomRequestsService({ db, today, notify }),
    ledger: createLedgerService({ db, today, notify }),
    postings: createPostingService({ db, today, timeZone: config.timeZone, notifyEach }),
    dues: createDuesService({ db, today, totals }),
    deletedStudents: createDeletedStudentsService({ db, totals }),
    complaints,
    profile: createProfileService(db),
    staff: createStaffService(db),
    settings: createSettingsService(db),
    activity,
    imports: createImportsService({ db, today }),
    // Each file reads its list through the list's own feature.
    exports: createExportsService({
      today,
      sources: {
        hostels,
        rooms,
        complaints,
        activity,
        students: {
          // Each slice's students with their guardians and emergency contact, in one more read.
          fileSlice: async (filter, size) =>
            withContacts(db, await studentsAfter(db, filter, size)),
        },
      },
    }),
    emailOutbox: createEmailOutboxService(db, config.mail !== null),
    passwordResets: createPasswordResetService({ db, mail: mailSettings }),
    leave: createLeaveService({
      db,
      today,
      notify,
      tellGuardians,
      timeZone: config.timeZone,
      guardianLinkKey: deps.keys.guardianLinks,
      mail: mailSettings,
    }),
    guardians: createGuardiansService(db),
    scans: createScansService({
      db,
      passKey: deps.keys.gatePass,
      timeZone: config.timeZone,
      notify,
      tellGuardians,
    }),
    passes: createPassService({ db, passKey: deps.keys.gatePass }),
    residents: createResidentsService({ db, timeZone: config.timeZone }),
    inside,
    curfews: createCurfewsService(db),
    rollCalls: createRollCallService({
      db,
      timeZone: config.timeZone,
      notify,
      tellGuardians,
    }),
    mess: createMessService(db, today),
    messResidents: createMessResidentsService({ db, today }),
    mealCounts: createMealCountService({ db, today, timeZone: config.timeZone }),
    notices: createNoticesService({ db, notify }),
    // Reused as a list's count is: the costliest are worked out from a year of history.
    reports: createReportsService({
      db,
      today,
      timeZone: config.timeZone,
      reuseMs: config.listTotalsCacheMs,
    }),
    dashboards: createDashboardService(
      db,
      {
        thenMs: config.dashboardCacheMs,
        nowMs: config.listTotalsCacheMs,
        onError: deps.onBackgroundError ?? ((error) => console.error(error)),
      },
      { today, timeZone: config.timeZone },
      inside.counts,
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
