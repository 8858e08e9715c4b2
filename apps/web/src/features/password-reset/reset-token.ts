/**
 * Where an e-mailed reset link carries its token: in the fragment (`#token=…`), which the browser
 * sends to no server. Links sent before carry it in the query (`?token=…`); the page moves those
 * into the fragment at once (docs/product-rules.md#password-reset).
 */
export function resetTokenIn(location: { search: string; hash: string }): {
  token: string;
  /** The query without the token, when the token came in it: the address to replace it with. */
  movedFrom: string | undefined;
} {
  const query = new URLSearchParams(location.search);
  const fromQuery = query.get('token');
  if (fromQuery !== null) {
    query.delete('token');
    const rest = query.toString();
    return { token: fromQuery, movedFrom: rest ? `?${rest}` : '' };
  }
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  return { token: fragment.get('token') ?? '', movedFrom: undefined };
}
