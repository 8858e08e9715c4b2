import type { SessionUser } from '@hms/shared/auth';
import {
  ALLOWED_TRANSITIONS,
  type Complaint,
  type ComplaintCreateInput,
  type ComplaintUpdateInput,
} from '@hms/shared/complaints';
import { COMPLAINT_STATUSES } from '@hms/shared/enums';
import { complaintMessages as m } from '@hms/shared/messages';
import type { Database } from '../../db/database';
import type { ListTotals } from '../../db/list-totals';
import { answerPage } from '../../db/page-total';
import { AppError } from '../../errors/app-error';
import { accountGone, type Caller } from '../auth/caller';
import type { ComplaintPage } from './complaint-page-json';
import { toComplaintResponse, toListedComplaint } from './complaint-response';
import {
  findComplaint,
  insertComment,
  insertComplaint,
  listComplaints,
  lockComplaintForComment,
  transitionComplaint,
  type ComplaintFilter,
} from './complaints-repository';

// Another student's complaint answers exactly like a missing one, so ids reveal nothing (decision 6).
const notFound = () => new AppError('NOT_FOUND', m.notFound);

export function createComplaintsService(db: Database, totals: ListTotals) {
  async function get(id: string): Promise<Complaint> {
    const row = await findComplaint(db, id);
    if (!row) throw notFound();
    return toComplaintResponse(row);
  }

  return {
    /** Students see only their own complaints; administrators see all. */
    async list(
      caller: Caller,
      filter: Omit<ComplaintFilter, 'studentId'>,
      paging: { page: number; limit: number },
    ): Promise<Omit<ComplaintPage, 'success'>> {
      const scoped = caller.role === 'student' ? { ...filter, studentId: caller._id } : filter;
      const { data: rows, pagination } = await answerPage(
        paging,
        (window) => listComplaints(db, caller, scoped, window, totals),
        (row) => row,
      );
      return {
        data: rows.map(toListedComplaint),
        pagination,
        threads: rows.map((row) => row.commentThreadJson),
      };
    },

    async create(student: Caller, input: ComplaintCreateInput): Promise<Complaint> {
      const row = await insertComplaint(db, student._id, input);
      if (!row) throw accountGone();
      return toComplaintResponse(row);
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

    /** The owner or an administrator; never on a Closed complaint (decision 18). */
    async addComment(account: SessionUser, id: string, message: string): Promise<Complaint> {
      await db.transaction(async (tx) => {
        const complaint = await lockComplaintForComment(tx, id);
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
