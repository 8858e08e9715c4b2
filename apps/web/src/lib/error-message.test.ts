import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { getErrorDetail, getErrorMessage } from './error-message';

describe('getErrorMessage', () => {
  it("prefers the server's sentence", () => {
    expect(getErrorMessage(new ApiError(409, 'Room is full.'), 'Failed')).toBe('Room is full.');
  });

  it('falls back when the server sent none', () => {
    expect(getErrorMessage(new ApiError(500, ''), 'Login failed')).toBe('Login failed');
  });

  it('calls anything without an answer unexpected', () => {
    const unexpected = 'Something went wrong. Please try again.';
    expect(getErrorMessage(new ApiError(0, 'The request timed out.'), 'Login failed')).toBe(
      unexpected,
    );
    expect(getErrorMessage(new TypeError('x'), 'Login failed')).toBe(unexpected);
  });
});

describe('getErrorDetail', () => {
  it("gives the server's or the transport's sentence", () => {
    expect(getErrorDetail(new ApiError(500, 'Database unavailable.'))).toBe(
      'Database unavailable.',
    );
    expect(getErrorDetail(new ApiError(0, 'The request timed out.'))).toBe(
      'The request timed out.',
    );
  });

  it('gives nothing for an empty message or a programming error', () => {
    expect(getErrorDetail(new ApiError(502, ''))).toBeUndefined();
    expect(getErrorDetail(new TypeError('Cannot read properties of undefined'))).toBeUndefined();
  });
});
