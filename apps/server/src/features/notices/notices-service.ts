import type { SessionUser } from '@hms/shared/auth';
import {
  noticeAudienceRefusal,
  noticeChangeRefusal,
  noticeExpiryRefusal,
  noticeMessages as m,
  type Notice,
  type NoticeInput,
} from '@hms/shared/notices';
import type { Database, Executor } from '../../core/db/database';
import { type Paging, pageWindow, pagination } from '../../core/paging/page';
import { isForeignKeyViolation } from '../../core/db/pg-errors';
import { AppError, fieldError } from '../../core/errors/app-error';
import { recordChange, type Actor } from '../../core/audit/record-change';
import type { Notifier } from '../../core/notify/notify';
import { hostelScope } from '../../core/scope/hostel-scope';
import { noticeRecord, toNoticeResponse } from './notice-response';
import {
  deleteNotice,
  findNotice,
  insertNotice,
  lockNotice,
  markRead,
  setNoticeHostels,
  staffNotices,
  studentNotice,
  studentNotices,
  updateNotice,
  type NoticeRow,
  type NoticeValues,
  type StaffViewer,
} from './notices-repository';

/** How much of the body a bell line carries; the Notices page and the e-mail's link have the rest. */
const BELL_BODY_CHARS = 280;

const notFound = () => new AppError('NOT_FOUND', m.notFound);

const viewerOf = (account: Actor): StaffViewer => ({
  id: account._id,
  scope: hostelScope(account),
});

/** Refusals of what the notice says and to whom, before anything is read or written. */
function checkInput(actor: Actor, input: NoticeInput): NoticeValues & { hostels: string[] } {
  const hostels = input.allHostels ? [] : input.hostels;
  const audience = noticeAudienceRefusal(actor, { allHostels: input.allHostels, hostels });
  if (audience) throw new AppError('FORBIDDEN', audience);
  const expiry = noticeExpiryRefusal(input.expiresAt, new Date());
  if (expiry) throw fieldError('VALIDATION', 'expiresAt', expiry);
  return { ...input, expiresAt: input.expiresAt ?? null, hostels };
}

/** A hostel removed while the notice was being written: the office chooses again. */
function hostelGone(error: unknown): never {
  if (isForeignKeyViolation(error)) {
    throw fieldError('VALIDATION', 'hostels', m.hostelMissing);
  }
  throw error;
}

function excerpt(body: string): string {
  return body.length <= BELL_BODY_CHARS ? body : `${body.slice(0, BELL_BODY_CHARS - 1)}…`;
}

export function createNoticesService(deps: { db: Database; notify: Notifier }) {
  const { db, notify } = deps;

  async function shown(tx: Executor, id: string): Promise<Notice> {
    const row = await findNotice(tx, id, null);
    if (!row) throw notFound();
    return toNoticeResponse(row);
  }

  /** Locks a notice the actor may see and change, or says why not (404, then 403). */
  async function changeable(tx: Executor, actor: Actor, id: string): Promise<Notice> {
    const row = (await lockNotice(tx, id)) ? await findNotice(tx, id, viewerOf(actor)) : undefined;
    if (!row) throw notFound();
    const before = toNoticeResponse(row);
    const refusal = noticeChangeRefusal(actor, before);
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    return before;
  }

  function audit(tx: Executor, actor: Actor, action: string, before?: Notice, after?: Notice) {
    const notice = after ?? before;
    if (!notice) throw new Error('an audit entry needs the notice');
    return recordChange(tx, actor, {
      action,
      entityType: 'notice',
      entityId: notice._id,
      label: notice.title,
      ...(before ? { before: noticeRecord(before) } : {}),
      ...(after ? { after: noticeRecord(after) } : {}),
    });
  }

  /** A page of notices as the API answers it, with how many of them the reader has not opened. */
  function pageOf(paging: Paging, page: { rows: NoticeRow[]; total: number; unread: number }) {
    const data = page.rows.map(toNoticeResponse);
    return { data, pagination: pagination(paging, { count: page.total }), unread: page.unread };
  }

  return {
    /** Staff: the notices they may see, pinned first, then newest. */
    async list(account: SessionUser, query: { includeExpired: boolean } & Paging) {
      const page = await staffNotices(db, viewerOf(account), query, pageWindow(query));
      return pageOf(query, { ...page, unread: 0 });
    },

    /**
     * Posts a notice and tells the students of its hostels, all in one transaction
     * (docs/product-rules.md#notices): a bell line each, which at campus scale is one statement
     * of 20,000 rows.
     */
    async post(actor: Actor, input: NoticeInput): Promise<Notice> {
      const { hostels, ...values } = checkInput(actor, input);
      try {
        return await db.transaction(async (tx) => {
          const author = { role: actor.role, id: actor._id, name: actor.name };
          const id = await insertNotice(tx, values, author);
          await setNoticeHostels(tx, id, hostels);
          const after = await shown(tx, id);
          await audit(tx, actor, 'notice.post', undefined, after);
          await notify(
            tx,
            { studentsOf: values.allHostels ? null : hostels },
            {
              kind: 'notice.posted',
              title: after.title,
              body: excerpt(after.body),
              link: '/student/notices',
            },
          );
          return after;
        });
      } catch (error) {
        return hostelGone(error);
      }
    },

    /** Rewrites a notice the actor may manage; its read marks stay and nobody is told again. */
    async update(actor: Actor, id: string, input: NoticeInput): Promise<Notice> {
      try {
        return await db.transaction(async (tx) => {
          const before = await changeable(tx, actor, id);
          const { hostels, ...values } = checkInput(actor, input);
          await updateNotice(tx, id, values);
          await setNoticeHostels(tx, id, hostels);
          const after = await shown(tx, id);
          await audit(tx, actor, 'notice.update', before, after);
          return after;
        });
      } catch (error) {
        return hostelGone(error);
      }
    },

    async remove(actor: Actor, id: string): Promise<{ _id: string }> {
      return db.transaction(async (tx) => {
        const before = await changeable(tx, actor, id);
        await deleteNotice(tx, id);
        await audit(tx, actor, 'notice.remove', before);
        return { _id: id };
      });
    },

    /** A student's current notices, pinned first, then newest, with their unread count. */
    async own(student: SessionUser, paging: Paging) {
      return pageOf(paging, await studentNotices(db, student._id, pageWindow(paging)));
    },

    /** Marks one of the student's current notices read; another's, or an expired one, is 404. */
    async read(student: SessionUser, id: string): Promise<Notice> {
      try {
        await markRead(db, student._id, id);
      } catch (error) {
        // Removed between the check and the mark.
        if (isForeignKeyViolation(error)) throw notFound();
        throw error;
      }
      const row = await studentNotice(db, student._id, id);
      if (!row) throw notFound();
      return toNoticeResponse(row);
    },

    async readAll(student: SessionUser): Promise<{ marked: number }> {
      try {
        return { marked: await markRead(db, student._id, null) };
      } catch (error) {
        if (!isForeignKeyViolation(error)) throw error;
        // A notice was removed while the statement ran; once more, without it.
        return { marked: await markRead(db, student._id, null) };
      }
    },
  };
}

export type NoticesService = ReturnType<typeof createNoticesService>;
