import fc from 'fast-check';

export type Caller = { label: string; authorization?: string };
export type Body = { contentType: string; text: string };
export type PathId = { value: string; raw?: true };
/** One dimension or more of a request; what a part leaves open is filled with noise. */
export type Part = { caller?: Caller; id?: PathId; query?: string; body?: Body | null };

export type FuzzRequest = {
  caller: Caller;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  body: Body | null;
  /** False only where the route takes no input at all, so there is nothing to get wrong. */
  mustBeRefused: boolean;
};

export function abbreviate(text: string, max = 160): string {
  const shown = JSON.stringify(text.length > max ? text.slice(0, max) : text);
  return text.length > max ? `${shown}…(${text.length} chars)` : shown;
}

export function describeRequest(request: FuzzRequest): string {
  const body = request.body
    ? ` [${request.body.contentType}] ${abbreviate(request.body.text)}`
    : '';
  return `${request.caller.label}: ${request.method} ${abbreviate(request.url, 300)}${body}`;
}

export function withDescription(request: FuzzRequest): FuzzRequest {
  // fast-check prints counterexamples with this, so a 100,000-character body stays one line.
  return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
}

export function objectText(
  value: Record<string, unknown>,
  extras: [string, unknown][] = [],
): string {
  const entries = [...Object.entries(value), ...extras];
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v)}`).join(',')}}`;
}

export const json = (text: string): Body => ({ contentType: 'application/json', text });
