import type { SessionUser } from '@hms/shared/auth';
import {
  ALLOWED_TRANSITIONS,
  type Complaint,
  type ComplaintCreateInput,
  type ComplaintUpdateInput,
} from '@hms/shared/complaints';
import { COMPLAINT_STATUSES } from '@hms/shared/enums';
import { apiMessages, complaintMessages as m } from '@hms/shared/messages';
import type { Pagination } from '@hms/shared/pagination';
import type { RecentValues } from '../../cache/recent-values';
import type { Database } from '../../db/database';
import { pagination, pageWindow } from '../../db/lists/page';
import { isForeignKeyViolation } from '../../db/pg-errors';
import { AppError } from '../../errors/app-error';
import { toComplaintPage, toComplaintResponse } from './complaint-response';
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
        const row = await insertComplaint(db, { ...input, studentId: student._id });
        const author = {
          studentRef: student._id,
          studentName: student.name,
          studentCode: student.studentId ?? '',
        };
        return toComplaintResponse({ ...row, ...author }, []);
      } catch (error) {
        // The account was deleted after its token was checked.
        if (isForeignKeyViolation(error))
          throw new AppError('UNAUTHORIZED', apiMessages.sessionExpired);
        throw error;
      }
    },

    async update(id: string, input: ComplaintUpdateInput): Promise<Complaint> {
      const from = COMPLAINT_STATUSES.filter((s) => ALLOWED_TRANSITIONS[s].includes(input.status));
      if (!(await transitionComplaint(db, id, input.status, from, input.resolution))) {
        const current = await findComplaint(db, id);
        if (!current) throw notFound();
        throw new AppError('CONFLICT', m.transitionRefused(current.status, input.status));
      }
      return get(id);
    },

    /** The owner or an administrator; never on a Closed complaint (docs/product-rules.md#comments). */
    async addComment(account: SessionUser, id: string, message: string): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const complaint = await lockComplaint(tx, id);
        if (!complaint) throw notFound();
        if (account.role === 'student' && complaint.studentId !== account._id) throw notFound();
        if (complaint.status === 'Closed') throw new AppError('CONFLICT', m.closedNoComments);
        await insertComment(tx, {
          complaintId: id,
          authorId: account._id,
          authorName: account.name,
          authorModel: account.role === 'admin' ? 'Admin' : 'Student',
          message,
        });
      });
      return get(id);
    },
  };
}

export type ComplaintsService = ReturnType<typeof createComplaintsService>;
