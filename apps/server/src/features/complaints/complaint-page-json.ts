import { complaintSchema, type Complaint } from '@hms/shared/complaints';
import { paginationSchema, type Pagination } from '@hms/shared/pagination';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * A page of complaints as the list route answers it, before it is written. Each complaint's
 * `comments` is empty; `threads` holds, in the same order, each one's comment thread as the JSON
 * text the database keeps (decision 031), which writeComplaintPage puts in its place.
 */
export type ComplaintPage = {
  success: true;
  data: Complaint[];
  pagination: Pagination;
  threads: readonly string[];
};

const complaintsSchema = z.array(complaintSchema);
const EMPTY_COMMENTS = '"comments":[]';

/**
 * A page of complaints as JSON. Every field is checked against the response schema, as every
 * answer is, and written by JSON.stringify, with each complaint's comments still empty; each
 * thread's JSON text is then put in their place. A page's threads are most of its bytes: decoding
 * them into objects, checking those and writing them out again took over half the time spent
 * writing the page (decision 031).
 */
export function writeComplaintPage(page: ComplaintPage): string {
  const data = complaintsSchema.safeEncode(page.data);
  const pagination = paginationSchema.safeEncode(page.pagination);
  if (!data.success || !pagination.success) {
    throw new Error('A page of complaints does not match its schema', {
      cause: data.error ?? pagination.error,
    });
  }
  const items = data.data.map((item, index) => {
    const thread = page.threads[index];
    if (thread === undefined) throw new Error('A complaint of the page has no thread');
    const fields = JSON.stringify(item);
    // Only the key can hold this text: a quote inside a string is written as \".
    const at = fields.indexOf(EMPTY_COMMENTS);
    if (at < 0) throw new Error('A complaint of the page has comments besides its thread');
    return `${fields.slice(0, at)}"comments":${thread}${fields.slice(at + EMPTY_COMMENTS.length)}`;
  });
  return `{"success":true,"data":[${items.join(',')}],"pagination":${JSON.stringify(pagination.data)}}`;
}

/**
 * The list route's serializers: its page through writeComplaintPage, and its refusals, whose
 * bodies carry no complaint, as every other route's.
 */
export function complaintPageSerializerCompiler<Schema>(
  route: FastifyRouteSchemaDef<Schema>,
): (payload: unknown) => string {
  // The route's handler answers 200 only with a ComplaintPage.
  if (route.httpStatus === '200') return (payload) => writeComplaintPage(payload as ComplaintPage);
  // Fastify hands a serializer compiler one of the route's response schemas: Zod schemas here.
  return serializerCompiler(route as FastifyRouteSchemaDef<z.ZodType>);
}
