import { z } from 'zod';
import { pagedResponseSchema, pageQueryFields } from './pagination';

/**
 * The fee office's Deleted students (docs/product-rules.md#fees): the students deleted with a
 * ledger, which outlives them (docs/decisions/056). Only what accounting needs: the name and
 * student ID they had, when they were deleted and their balance; never a contact detail.
 */
export const deletedStudentsQuerySchema = z.object({
  search: z
    .string()
    .trim()
    .max(100, { error: 'A search must be at most 100 characters' })
    .optional(),
  ...pageQueryFields,
});
export type DeletedStudentsQuery = z.infer<typeof deletedStudentsQuerySchema>;

export const deletedStudentSchema = z.object({
  /** The ledger's student: `GET /api/fees/students/{_id}` reads it. */
  student: z.object({ _id: z.string(), name: z.string(), studentId: z.string() }),
  deletedAt: z.string(),
  /** Above zero they still owe; below zero they are owed. */
  balance: z.number(),
});
export type DeletedStudent = z.infer<typeof deletedStudentSchema>;

export const deletedStudentsPageSchema = pagedResponseSchema(deletedStudentSchema);

export const deletedStudentMessages = {
  empty: 'No student with fee records has been deleted',
  emptyFiltered: 'No deleted student matches the search',
  loadFailed: 'Error loading deleted students',
} as const;
