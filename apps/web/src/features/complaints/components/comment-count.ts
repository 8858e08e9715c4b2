/** '1 comment', '2 comments', '0 comments'. */
export function commentCount(count: number): string {
  return `${count} ${count === 1 ? 'comment' : 'comments'}`;
}
