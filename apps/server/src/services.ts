import { todayIn } from '@hms/shared/calendar-day';
import type { Config } from './config/env';
import { recentValues } from './cache/recent-values';
import type { Database } from './db/database';
import { createActivityService } from './features/audit/activity-service';
import { createAuthService, type SignToken } from './features/auth/auth-service';
import { createLoginThrottle, type ThrottleLimits } from './features/auth/login-throttle';
import { createSignUpThrottle } from './features/auth/sign-up-throttle';
import { createComplaintsService } from './features/complaints/complaints-service';
import { createDashboardService } from './features/dashboards/dashboard-service';
import { createHostelsService } from './features/hostels/hostels-service';
import { createImportsService } from './features/imports/imports-service';
import { createProfileService } from './features/profile/profile-service';
import { createRoomsService } from './features/rooms/rooms-service';
import { createStaffService } from './features/staff/staff-service';
import { createSettingsService } from './features/settings/settings-service';
import { createRoomRequestsService } from './features/room-requests/room-requests-service';
import { createResidenciesService } from './features/residencies/residencies-service';
import { createStudentsService } from './features/students/students-service';
import { createDeletedStudentsService } from './features/fees/deleted-students-service';
import { createDuesService } from './features/fees/dues-service';
import { createLedgerService } from './features/fees/ledger-service';
import { createPostingService } from './features/fees/posting-service';
import { createReportsService } from './features/reports/reports-service';
import { createExportsService } from './features/exports/exports-service';
import { createNotifier } from './features/notifications/notify';
import { createNotifyEach } from './features/notifications/notify-each';
import { createNotificationsService } from './features/notifications/notifications-service';
import { createEmailOutboxService } from './features/email/email-outbox-service';
import { createPasswordResetService } from './features/password-reset/password-reset-service';
import { createLeaveService } from './features/leave/leave-service';
import { createNoticesService } from './features/notices/notices-service';

/**
 * The product's services over one database, as the routes call them. Besides the app, the
 * benchmark's floor (bench/floor-server.ts) builds them, to time a call's own work without HTTP.
 */
export function createServices(deps: {
  db: Database;
  config: Config;
  signToken: SignToken;
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
  return {
    /** Every list's reused totals, forgotten when something changes (docs/decisions/052). */
    listTotals: totals,
    notify,
    notifyEach,
    notifications: createNotificationsService(db),
    auth,
    hostels: createHostelsService(db),
    rooms: createRoomsService(db, totals),
    students: createStudentsService({ db, auth, totals, today, notify }),
    residencies: createResidenciesService({ db, today, notify }),
    roomRequests: createRoomRequestsService({ db, today, notify }),
    ledger: createLedgerService({ db, today, notify }),
    postings: createPostingService({ db, today, notifyEach }),
    dues: createDuesService({ db, today, totals }),
    deletedStudents: createDeletedStudentsService({ db, totals }),
    complaints: createComplaintsService(db, totals, notify),
    profile: createProfileService(db),
    staff: createStaffService(db),
    settings: createSettingsService(db),
    activity,
    imports: createImportsService({ db, today }),
    exports: createExportsService({ db, today, activity }),
    emailOutbox: createEmailOutboxService(db, config.mail !== null),
    passwordResets: createPasswordResetService({
      db,
      mail: config.mail ? { appUrl: config.appUrl, collegeName: config.collegeName } : null,
    }),
    leave: createLeaveService({ db, today, notify }),
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
    ),
  };
}

export type Services = ReturnType<typeof createServices>;
