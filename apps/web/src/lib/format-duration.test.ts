import { describe, expect, it } from 'vitest';
import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it.each([
    [0, 'less than a minute'],
    [1, '1 minute'],
    [45, '45 minutes'],
    [60, '1 hour'],
    [125, '2 hours 5 minutes'],
    [1440, '1 day'],
    [1441, '1 day'],
    [3 * 1440 + 4 * 60 + 10, '3 days 4 hours'],
  ])('reads %i minutes as "%s"', (minutes, words) => {
    expect(formatDuration(minutes)).toBe(words);
  });
});
