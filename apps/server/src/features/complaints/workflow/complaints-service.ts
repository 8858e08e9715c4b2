import type { SessionUser } from '@hms/shared/auth';
import {
  ALLOWED_TRANSITIONS,
  type Complaint,
  type ComplaintAssignInput,
  type ComplaintCreateInput,
  type ComplaintUpdateInput,
  type TimelineEvent,
} from '@hms/shared/complaints';
import type { CommentAuthorModel, Role } from '@hms/shared/enums';
import { apiMessages, complaintMessages as m } from '@hms/shared/messages';
import type { RecentValues } from '../../../core/cache/recent-values';
import type { Database, Executor } from '../../../core/db/database';
import { type Paging, pagination, pageWindow } from '../../../core/paging/page';
import { isForeignKeyViolation } from '../../../core/db/pg-errors';
import { AppError, fieldError } from '../../../core/errors/app-error';
import { recordChange } from '../../../core/audit/record-change';
import type { Notifier } from '../../../core/notify/notify';
import { hostelScope, outsideScope, withinScope } from '../../../core/scope/hostel-scope';
import { findStaffMember } from '../../staff';
import { commentsOf, insertComment } from './comments-repository';
import { toCommentResponse, toComplaintPage, toComplaintResponse } from './complaint-response';
import {
  complaintCommented,
  complaintCreated,
  complaintStatusChanged,
} from './complaint-notifications';
import { toTimeline } from './complaint-timeline';
import { complaintOwner, soleWardenFor } from './complaint-owners-repository';
import { findComplaint, listComplaints } from '../queries/complaints-repository';
import {
  insertComplaint,
  lockComplaint,
  setAssignee,
  transitionComplaint,
} from './complaint-writes-repository';
import { complaintsAfter } from '../queries/complaint-export-queries';
import type { ComplaintFilter } from '../queries/complaint-filters';
import { timelineEntries } from './timeline-repository';

/** A complaint as an audit entry keeps it: its own fields, without its thread. */
function complaintRecord({ comments: _thread, ...record }: Complaint) {
  return record;
}

// Another student's complaint answers exactly like a missing one, so ids reveal nothing
// (docs/product-rules.md#owner-only).
const notFound = () => new AppError('NOT_FOUND', m.notFound);

const AUTHOR_MODEL: Record<Role, CommentAuthorModel> = {
  admin: 'Admin',
  warden: 'Warden',
  // Never written: guards and mess managers are refused every complaint route (api-routes.ts,
  // docs/decisions/062, 064).
  guard: 'Warden',
  mess: 'Warden',
  student: 'Student',
};

type ListFilter = Omit<
  ComplaintFilter,
  'studentId' | 'scope' | 'assignedWarden' | 'assignedAdmin' | 'unassigned'
> & { assigned?: 'me' | 'none' };

/**
 * Whose complaints an account lists, or exports: a student their own, a warden their residents',
 * an administrator all; 'me' and 'none' narrow a staff member's list by assignee.
 */
function scopedFilter(account: SessionUser, { assigned, ...filter }: ListFilter): ComplaintFilter {
  if (account.role === 'student') return { ...filter, studentId: account._id };
  const scope = hostelScope(account);
  const mine =
    account.role === 'warden' ? { assignedWarden: account._id } : { assignedAdmin: account._id };
  return {
    ...filter,
    ...(scope === null ? {} : { scope }),
    ...(assigned === 'me' ? mine : {}),
    ...(assigned === 'none' ? { unassigned: true as const } : {}),
  };
}

/** Whether the account may see and work this complaint: its author's, or staff's within scope. */
function mayWork(
  account: SessionUser,
  complaint: { studentId: string; authorHostelId: string | null },
): boolean {
  if (account.role === 'student') return complaint.studentId === account._id;
  return withinScope(hostelScope(account), complaint.authorHostelId);
}

export function createComplaintsService(
  db: Database,
  totals: RecentValues<number>,
  notify: Notifier,
) {
  async function get(id: string): Promise<Complaint> {
    const row = await findComplaint(db, id);
    if (!row) throw notFound();
    return toComplaintResponse(row, await commentsOf(db, [id]));
  }

  /** Locks the complaint for a staff change, refusing one outside the caller's hostels. */
  async function lockForStaff(tx: Executor, account: SessionUser, id: string) {
    const current = await lockComplaint(tx, id);
    if (!current) throw notFound();
    if (!mayWork(account, current)) throw outsideScope();
    return current;
  }

  return {
    /** The `size` complaints after `after` the account's list holds, for its CSV file. */
    fileSlice(
      account: SessionUser,
      filter: ListFilter,
      after: ComplaintFilter['after'],
      size: number,
    ) {
      return complaintsAfter(db, { ...scopedFilter(account, filter), after }, size);
    },

    async list(account: SessionUser, filter: ListFilter, paging: Paging) {
      const scoped = scopedFilter(account, filter);
      const { rows, total } = await listComplaints(db, scoped, pageWindow(paging), totals);
      const ids = rows.map((row) => row.id);
      const data = toComplaintPage(rows, await commentsOf(db, ids));
      return { data, pagination: pagination(paging, total) };
    },

    /** Goes to the warden of the author's hostel when it has exactly one. */
    async create(student: SessionUser, input: ComplaintCreateInput): Promise<Complaint> {
      try {
        return await db.transaction(async (tx) => {
          const warden = await soleWardenFor(tx, student._id);
          const row = await insertComplaint(tx, {
            ...input,
            studentId: student._id,
            assignedWardenId: warden?.id ?? null,
          });
          const author = {
            studentId: student._id,
            studentName: student.name,
            rollNumber: student.studentId ?? '',
            assigneeName: warden?.name ?? null,
          };
          const complaint = toComplaintResponse({ ...row, ...author }, []);
          await notify(tx, { staffOfResident: student._id }, complaintCreated(complaint));
          await recordChange(tx, student, {
            action: 'complaint.create',
            entityType: 'complaint',
            entityId: row.id,
            after: complaintRecord(complaint),
          });
          return complaint;
        });
      } catch (error) {
        // The account was deleted after its token was checked.
        if (isForeignKeyViolation(error))
          throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
        throw error;
      }
    },

    /** A status change, allowed by ALLOWED_TRANSITIONS from the status the complaint has now. */
    async update(actor: SessionUser, id: string, input: ComplaintUpdateInput): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const current = await lockForStaff(tx, actor, id);
        if (!ALLOWED_TRANSITIONS[current.status].includes(input.status)) {
          throw new AppError('CONFLICT', m.transitionRefused(current.status, input.status));
        }
        const moved = await transitionComplaint(tx, id, input.status, input.resolution);
        if (!moved) throw notFound();
        await notify(
          tx,
          { student: current.studentId, except: actor._id },
          complaintStatusChanged(moved.subject, input.status, moved.resolution),
        );
        await recordChange(tx, actor, {
          action: 'complaint.status',
          entityType: 'complaint',
          entityId: id,
          before: complaintRecord(toComplaintResponse(current, [])),
          after: complaintRecord(toComplaintResponse(moved, [])),
        });
      });
      return get(id);
    },

    /**
     * Gives the complaint to an administrator or to a warden who runs its author's hostel, or
     * takes it off everyone.
     */
    async assign(actor: SessionUser, id: string, input: ComplaintAssignInput): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const current = await lockForStaff(tx, actor, id);
        const member = input.assigneeId ? await findStaffMember(tx, input.assigneeId) : null;
        if (member === undefined) throw refusedAssignee(m.assigneeNotStaff);
        if (member?.role === 'warden' && !member.hostelIds.includes(current.authorHostelId ?? '')) {
          throw refusedAssignee(m.assigneeOutsideHostel(member.name));
        }
        const before = toComplaintResponse(current, []);
        if ((before.assignee?._id ?? null) === (member?.id ?? null)) return;
        const moved = await setAssignee(tx, id, {
          wardenId: member?.role === 'warden' ? member.id : null,
          adminId: member?.role === 'admin' ? member.id : null,
        });
        if (!moved) throw notFound();
        await recordChange(tx, actor, {
          action: 'complaint.assign',
          entityType: 'complaint',
          entityId: id,
          label: before.subject,
          before: { assignee: before.assignee },
          after: { assignee: toComplaintResponse(moved, []).assignee },
        });
      });
      return get(id);
    },

    /** Staff within their hostels, or the owner; never on a Closed complaint (docs/product-rules.md#comments). */
    async addComment(account: SessionUser, id: string, message: string): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const complaint = await lockComplaint(tx, id);
        if (!complaint) throw notFound();
        if (account.role === 'student' && complaint.studentId !== account._id) throw notFound();
        if (!mayWork(account, complaint)) throw outsideScope();
        if (complaint.status === 'Closed') throw new AppError('CONFLICT', m.closedNoComments);
        const comment = await insertComment(tx, {
          complaintId: id,
          authorId: account._id,
          authorName: account.name,
          authorModel: AUTHOR_MODEL[account.role],
          message,
        });
        await notify(
          tx,
          { student: complaint.studentId, except: account._id },
          complaintCommented(complaint.subject, account.name, message),
        );
        await recordChange(tx, account, {
          action: 'complaint.comment',
          entityType: 'complaint',
          entityId: id,
          after: { comment: toCommentResponse(comment) },
          label: complaint.subject,
        });
      });
      return get(id);
    },

    /** Its steps, as the viewer may see them (complaint-timeline.ts). */
    async timeline(account: SessionUser, id: string): Promise<TimelineEvent[]> {
      const complaint = await complaintOwner(db, id);
      if (!complaint || !mayWork(account, complaint)) throw notFound();
      return toTimeline(await timelineEntries(db, id), account.role);
    },
  };
}

const refusedAssignee = (message: string) => fieldError('VALIDATION', 'assigneeId', message);

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
