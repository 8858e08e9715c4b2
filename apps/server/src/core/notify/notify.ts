import { isHostelStaff, type Role } from '@hms/shared/enums';
import { BELL_ONLY_KINDS, type NotificationKind } from '@hms/shared/notifications';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/database';
import type { MailSettings } from './mail-text';
import { createNotifyEach } from './notify-each';

/**
 * Who hears of a change (docs/product-rules.md#notifications): one student; the staff of a hostel
 * (every administrator and the active wardens of that hostel; null: administrators alone), or of
 * any of several hostels (each warden once), or of the hostel a student lives in now; or one
 * account by role and id. A hostel's guards are not its staff here: they hear only of what is
 * addressed to them (docs/decisions/062). `except` leaves out the account that made the change.
 */
type Audience = (
  | { student: string }
  | { staffOf: string | readonly string[] | null }
  | { staffOfResident: string }
  | { account: { role: Role; id: string } }
  /** The active students living in any of these hostels; null: every active student. */
  | { studentsOf: readonly string[] | null }
) & { except?: string | undefined };

export type NotificationDraft = {
  kind: NotificationKind;
  title: string;
  body?: string | undefined;
  /**
   * A path inside the product, such as `/student/complaints`. A staff page is named in the
   * administrator's area (`/admin/...`): a warden's line leads to the same page in theirs
   * (`/warden/...`), whose screens mirror the office's.
   */
  link?: string | null | undefined;
};

/** Writes a notification, in the caller's transaction, so it exists exactly when the change does. */
export type Notifier = (
  tx: Executor,
  audience: Audience,
  draft: NotificationDraft,
) => Promise<void>;

function recipients(audience: Audience): SQL {
  if ('student' in audience) {
    return sql`select 'student'::text as role, id, email from students
      where id = ${audience.student} and is_active`;
  }
  if ('studentsOf' in audience) {
    if (audience.studentsOf === null) {
      return sql`select 'student'::text as role, id, email from students where is_active`;
    }
    return sql`select 'student'::text as role, s.id, s.email from students s
      join rooms r on r.id = s.room_id
      where s.is_active and r.hostel_id = any(${sql.param(audience.studentsOf)}::uuid[])`;
  }
  if ('account' in audience) {
    const { role, id } = audience.account;
    if (role === 'student') return recipients({ student: id });
    if (isHostelStaff(role)) {
      return sql`select staff_role as role, id, email from wardens
        where id = ${id} and staff_role = ${role} and is_active`;
    }
    return sql`select 'admin'::text as role, id, email from admins where id = ${id}`;
  }
  const admins = sql`select 'admin'::text as role, id, email from admins`;
  if ('staffOfResident' in audience) {
    return sql`${admins} union all
      select 'warden'::text, w.id, w.email from wardens w
      where w.is_active and w.staff_role = 'warden' and exists (select 1 from students s
        join rooms ro on ro.id = s.room_id
        join warden_hostels wh on wh.hostel_id = ro.hostel_id
        where s.id = ${audience.staffOfResident} and wh.warden_id = w.id)`;
  }
  if (audience.staffOf === null) return admins;
  const hostels = typeof audience.staffOf === 'string' ? [audience.staffOf] : audience.staffOf;
  if (hostels.length === 0) return admins;
  return sql`${admins} union all
    select 'warden'::text, w.id, w.email from wardens w
    where w.is_active and w.staff_role = 'warden' and exists (select 1 from warden_hostels wh
      where wh.warden_id = w.id and wh.hostel_id = any(${sql.param(hostels)}::uuid[]))`;
}

/** The link as the recipient `role` opens it: a warden's staff page is in the warden's area. */
function linkFor(role: SQL, link: string | null): SQL {
  return sql`case when ${role} = 'warden' and ${link}::text like '/admin/%'
    then '/warden/' || substr(${link}::text, 8) else ${link}::text end`;
}

/**
 * The notifier the services are given. With `mail` (SMTP configured), each notification is also
 * queued in `email_outbox` by the same statement, so the e-mail exists exactly when the change
 * does, unless its kind is for the bell alone; without it nothing is queued for e-mail
 * (docs/decisions/048).
 */
export function createNotifier(mail: MailSettings | null): Notifier {
  const withMail = createNotifyEach(mail);
  const bellOnly = createNotifyEach(null);
  return async (tx, audience, draft) => {
    const except = audience.except ?? null;
    const each = BELL_ONLY_KINDS.includes(draft.kind) ? bellOnly : withMail;
    await each(
      tx,
      draft.kind,
      sql`select r.role, r.id, r.email, ${draft.title}::text as title,
          ${draft.body ?? ''}::text as body, ${linkFor(sql`r.role`, draft.link ?? null)} as link
        from (${recipients(audience)}) r
        where ${except}::uuid is null or r.id <> ${except}::uuid`,
    );
  };
}
