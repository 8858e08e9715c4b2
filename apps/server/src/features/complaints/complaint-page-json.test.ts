import { complaintListResponseSchema, type Comment, type Complaint } from '@hms/shared/complaints';
import { errorResponseSchema } from '@hms/shared/api';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { buildCommentResponse, buildComplaintResponse } from '../../test/factories';
import {
  complaintPageSerializerCompiler,
  writeComplaintPage,
  type ComplaintPage,
} from './complaint-page-json';

const pagination = { page: 1, limit: 20, total: 41 };

/** The page as the list answers it: each thread as the database keeps it, as JSON text. */
function listedPage(complaints: Complaint[]): ComplaintPage {
  return {
    success: true,
    data: complaints.map((complaint) => ({ ...complaint, comments: [] })),
    pagination,
    threads: complaints.map((complaint) => JSON.stringify(complaint.comments)),
  };
}

/** What every other route writes: the whole page checked against its schema, then stringified. */
const standard = serializerCompiler({
  schema: complaintListResponseSchema,
  method: 'GET',
  url: '/api/complaints',
  httpStatus: '200',
});

describe('writeComplaintPage (decision 031)', () => {
  const threads: Comment[][] = [
    [],
    [buildCommentResponse()],
    [
      buildCommentResponse({ message: 'Quotes " and \\ backslashes,\nnew lines, ₹1,500 and 👍' }),
      buildCommentResponse({ authorModel: 'Admin', author: { _id: 'a1', name: 'Office' } }),
    ],
  ];

  it('writes the same page as the standard serializer, each thread in place', () => {
    const complaints = threads.map((comments) => buildComplaintResponse(comments));
    const page = listedPage(complaints);
    const written = writeComplaintPage(page);
    // Byte for byte, since these threads are written as JSON.stringify writes them.
    expect(written).toBe(standard({ success: true, data: complaints, pagination }));
    // The database writes its JSON with spaces: the same value.
    const spaced = {
      ...page,
      threads: page.threads.map((t) => JSON.stringify(JSON.parse(t), null, 1)),
    };
    expect(JSON.parse(writeComplaintPage(spaced))).toEqual(JSON.parse(written));
  });

  it('refuses a page whose threads do not match its complaints', () => {
    const page = listedPage([buildComplaintResponse(), buildComplaintResponse()]);
    expect(() => writeComplaintPage({ ...page, threads: page.threads.slice(1) })).toThrow(
      'has no thread',
    );
    const [first, second] = page.data;
    if (!first || !second) throw new Error('no complaints');
    const commented = { ...first, comments: [buildCommentResponse()] };
    expect(() => writeComplaintPage({ ...page, data: [commented, second] })).toThrow(
      'has comments besides its thread',
    );
  });

  it('writes an empty page', () => {
    expect(JSON.parse(writeComplaintPage(listedPage([])))).toEqual({
      success: true,
      data: [],
      pagination,
    });
  });

  it('checks every other field against the schema and writes none it does not name', () => {
    const page = listedPage([buildComplaintResponse()]);
    const [item] = page.data;
    if (!item) throw new Error('no complaint');
    Object.assign(item, { passwordHash: 'secret' });
    Object.assign(item.student, { email: 'private@college.edu' });
    const written = writeComplaintPage(page);
    expect(written).not.toContain('secret');
    expect(written).not.toContain('private@college.edu');

    Object.assign(item, { status: 'Forgotten' });
    expect(() => writeComplaintPage(page)).toThrow('does not match its schema');
  });

  it("writes the route's refusals with the standard serializer", () => {
    const refusal = { success: false, message: 'Choose a valid status.' };
    const route = { schema: errorResponseSchema, method: 'GET', url: '/api/complaints' };
    expect(complaintPageSerializerCompiler({ ...route, httpStatus: '400' })(refusal)).toBe(
      serializerCompiler({ ...route, httpStatus: '400' })(refusal),
    );
  });
});
