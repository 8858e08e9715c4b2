import type { Comment } from '@hms/shared/complaints';
import { formatDateTime } from '@/lib/format-date';

/** The conversation under a complaint, oldest first as the server keeps it. */
export function ComplaintComments({ comments }: { comments: readonly Comment[] }) {
  if (comments.length === 0) {
    return <p className="text-sm text-slate-500 italic">No comments yet</p>;
  }
  return (
    <ol className="space-y-3">
      {comments.map((comment) => (
        <li key={comment._id} className="rounded-xl bg-slate-50 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 text-sm">
            <p className="font-semibold text-slate-900">
              {comment.author.name}
              {/* Says which side spoke, as the student sees only names. */}
              {comment.authorModel === 'Admin' && (
                <span className="ml-2 text-xs font-medium text-indigo-700">Administrator</span>
              )}
            </p>
            <time dateTime={comment.createdAt} className="text-xs text-slate-500">
              {formatDateTime(comment.createdAt)}
            </time>
          </div>
          <p className="mt-1 text-sm whitespace-pre-wrap text-slate-700">{comment.message}</p>
        </li>
      ))}
    </ol>
  );
}
