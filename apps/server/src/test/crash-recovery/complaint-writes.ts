import { isDeepStrictEqual } from 'node:util';
import type { AuthResponse } from '@hms/shared/auth';
import { ALLOWED_TRANSITIONS, type Complaint } from '@hms/shared/complaints';
import { COMPLAINT_CATEGORIES, COMPLAINT_PRIORITIES } from '@hms/shared/enums';
import type { ComplaintInput, StudentRecord } from './model';
import type { Stream } from './stream';

async function studentToken(stream: Stream, studentId: string, student: StudentRecord) {
  if (student.token) return student.token;
  const answer = await stream.send(
    'POST',
    '/api/student/login',
    undefined,
    { studentId: student.returned.studentId, password: student.password },
    false,
  );
  if (!answer) return undefined;
  if (answer.status !== 200) {
    stream.problems.push(`signing in ${studentId} answered ${answer.status}`);
    return undefined;
  }
  student.token = (answer.body as AuthResponse).token;
  return student.token;
}

export async function submitComplaint(stream: Stream) {
  const [studentId, student] = stream.random.pick([...stream.model.students.entries()]);
  const token = await studentToken(stream, studentId, student);
  if (!token || stream.killed) return true;
  const tag = stream.tag();
  const input: ComplaintInput = {
    subject: `Crash complaint ${tag}`,
    category: stream.random.pick(COMPLAINT_CATEGORIES),
    priority: stream.random.pick(COMPLAINT_PRIORITIES),
    description: `Something broke in cycle ${stream.cycle} (${tag}).`,
  };
  stream.model.sentComplaints.set(input.subject, { input, ownerId: studentId });
  const answer = await stream.send('POST', '/api/complaints', token, input);
  const complaint = stream.expect<Complaint>(answer, 201, `submitting ${input.subject}`);
  if (complaint) {
    stream.model.sentComplaints.delete(input.subject);
    stream.model.complaints.set(complaint._id, {
      returned: complaint,
      ownerId: studentId,
      state: { status: complaint.status, resolution: complaint.resolution },
      maybeStates: [],
      comments: new Map(),
      commentsSent: new Set(),
    });
    stream.acknowledge('complaint');
  } else if (answer) stream.model.sentComplaints.delete(input.subject);
  return true;
}

function pickOpenComplaint(stream: Stream) {
  const candidates = [...stream.model.complaints.entries()].filter(
    ([id, c]) => c.state.status !== 'Closed' && !stream.busy.has(id),
  );
  if (candidates.length === 0) return undefined;
  const picked = stream.random.pick(candidates);
  stream.busy.add(picked[0]);
  return picked;
}

export async function addComment(stream: Stream) {
  const picked = pickOpenComplaint(stream);
  if (!picked) return false;
  const [id, complaint] = picked;
  const owner = stream.model.students.get(complaint.ownerId);
  const asStudent = owner?.token !== undefined && stream.random.next() < 0.5;
  const token = asStudent && owner?.token ? owner.token : stream.model.admin.token;
  const message = `Crash comment ${stream.tag()}`;
  complaint.commentsSent.add(message);
  const answer = await stream.send('POST', `/api/complaints/${id}/comments`, token, { message });
  const updated = stream.expect<Complaint>(answer, 201, `commenting on ${id}`);
  if (!answer) return true; // Left busy: its state is unknown until the restart.
  if (updated) {
    const comment = updated.comments.find((c) => c.message === message);
    if (!comment) stream.problems.push(`the answer to commenting on ${id} lacks the comment`);
    else {
      complaint.comments.set(comment._id, {
        id: comment._id,
        message,
        authorModel: comment.authorModel,
        authorId: comment.author._id,
      });
      if (comment.authorModel !== (asStudent ? 'Student' : 'Admin')) {
        stream.problems.push(`comment ${comment._id} answered as by ${comment.authorModel}`);
      }
    }
    stream.acknowledge('comment');
  }
  stream.busy.delete(id);
  return true;
}

export async function changeStatus(stream: Stream) {
  const picked = pickOpenComplaint(stream);
  if (!picked) return false;
  const [id, complaint] = picked;
  const status = stream.random.pick(ALLOWED_TRANSITIONS[complaint.state.status]);
  const resolution = status === 'Resolved' ? `Fixed in ${stream.tag()}` : undefined;
  const answer = await stream.send('PUT', `/api/complaints/${id}`, stream.model.admin.token, {
    status,
    ...(resolution ? { resolution } : {}),
  });
  const updated = stream.expect<Complaint>(answer, 200, `moving ${id} to ${status}`);
  if (!answer) {
    complaint.maybeStates.push({ status, resolution: resolution ?? complaint.state.resolution });
    return true; // Left busy: its state is unknown until the restart.
  }
  if (updated) {
    const expected = { status, resolution: resolution ?? complaint.state.resolution };
    complaint.state = { status: updated.status, resolution: updated.resolution };
    if (!isDeepStrictEqual(complaint.state, expected)) {
      stream.problems.push(`moving ${id} answered ${JSON.stringify(complaint.state)}`);
    }
    stream.acknowledge('status');
  }
  stream.busy.delete(id);
  return true;
}
