import { describe, expect, it } from 'vitest';
import { describeStatChange } from './stat-change';

describe('describeStatChange', () => {
  it('gives a rise with its plus sign and one decimal', () => {
    expect(describeStatChange({ previous: 8, percent: 12.5 }, 9)).toEqual({
      direction: 'up',
      tone: 'good',
      figure: '+12.5%',
      words: 'vs 30 days ago',
    });
  });

  it('gives a fall with a minus sign', () => {
    expect(describeStatChange({ previous: 100, percent: -3 }, 97)).toEqual({
      direction: 'down',
      tone: 'bad',
      figure: '\u22123.0%',
      words: 'vs 30 days ago',
    });
  });

  it('reverses the tone where a rise is bad news', () => {
    const options = { riseIsBad: true };
    expect(describeStatChange({ previous: 4, percent: 50 }, 6, options).tone).toBe('bad');
    expect(describeStatChange({ previous: 4, percent: -50 }, 2, options).tone).toBe('good');
    expect(describeStatChange({ previous: 0, percent: null }, 2, options).tone).toBe('bad');
  });

  it('says there was no change at 0 %', () => {
    expect(describeStatChange({ previous: 4, percent: 0 }, 4)).toEqual({
      direction: 'flat',
      tone: 'neutral',
      words: 'No change in 30 days',
    });
  });

  it('calls a figure new when there was nothing 30 days ago', () => {
    expect(describeStatChange({ previous: 0, percent: null }, 3)).toEqual({
      direction: 'up',
      tone: 'good',
      words: 'New in the last 30 days',
    });
  });

  it('says no change for nothing then and nothing now', () => {
    expect(describeStatChange({ previous: 0, percent: null }, 0)).toEqual({
      direction: 'flat',
      tone: 'neutral',
      words: 'No change in 30 days',
    });
  });
});
