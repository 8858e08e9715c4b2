import type { SessionUser } from '@hms/shared/auth';
import {
  ALLOWED_TRANSITIONS,
  type Complaint,
  type ComplaintCreateInput,
  type ComplaintUpdateInput,
} from '@hms/shared/complaints';
import { apiMessages, complaintMessages as m } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import type { RecentValues } from '../../cache/recent-values';
import type { Database } from '../../db/database';
import { pagination, pageWindow } from '../../db/lists/page';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { recordChange } from '../audit/audit-repository';
import { toCommentResponse, toComplaintPage, toComplaintResponse } from './complaint-response';
import {
  commentsOf,
  findComplaint,
  insertComment,
  insertComplaint,
  listComplaints,
  lockComplaint,
  transitionComplaint,
  type ComplaintFilter,
} from './complaints-repository';

/** A complaint as an audit entry keeps it: its own fields, without its thread. */
function complaintRecord({ comments: _thread, ...record }: Complaint) {
  return record;
}

// Another student's complaint answers exactly like a missing one, so ids reveal nothing
// (docs/product-rules.md#owner-only).
const notFound = () => new AppError('NOT_FOUND', m.notFound);

export function createComplaintsService(db: Database, totals: RecentValues<number>) {
  async function get(id: string): Promise<Complaint> {
    const row = await findComplaint(db, id);
    if (!row) throw notFound();
    return toComplaintResponse(row, await commentsOf(db, [id]));
  }

  return {
    /** Students see only their own complaints; administrators see all. */
    async list(
      account: SessionUser,
      filter: Omit<ComplaintFilter, 'studentId'>,
      paging: { page: number; limit: number },
    ): Promise<{ data: Complaint[]; pagination: Pagination }> {
      const scoped = account.role === 'student' ? { ...filter, studentId: account._id } : filter;
      const { rows, total } = await listComplaints(db, scoped, pageWindow(paging), totals);
      const comments = await commentsOf(
        db,
        rows.map((row) => row.id),
      );
      return { data: toComplaintPage(rows, comments), pagination: pagination(paging, total) };
    },

    async create(student: SessionUser, input: ComplaintCreateInput): Promise<Complaint> {
      try {
        return await db.transaction(async (tx) => {
          const row = await insertComplaint(tx, { ...input, studentId: student._id });
          const author = {
            studentRef: student._id,
            studentName: student.name,
            studentCode: student.studentId ?? '',
          };
          const complaint = toComplaintResponse({ ...row, ...author }, []);
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
        const current = await lockComplaint(tx, id);
        if (!current) throw notFound();
        if (!ALLOWED_TRANSITIONS[current.status].includes(input.status)) {
          throw new AppError('CONFLICT', m.transitionRefused(current.status, input.status));
        }
        const moved = await transitionComplaint(tx, id, input.status, input.resolution);
        if (!moved) throw notFound();
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

    /** The owner or an administrator; never on a Closed complaint (docs/product-rules.md#comments). */
    async addComment(account: SessionUser, id: string, message: string): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const complaint = await lockComplaint(tx, id);
        if (!complaint) throw notFound();
        if (account.role === 'student' && complaint.studentId !== account._id) throw notFound();
        if (complaint.status === 'Closed') throw new AppError('CONFLICT', m.closedNoComments);
        const comment = await insertComment(tx, {
          complaintId: id,
          authorId: account._id,
          authorName: account.name,
          authorModel: account.role === 'admin' ? 'Admin' : 'Student',
          message,
        });
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
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
