import { describe, expect, it } from 'vitest';
import { feeMessages } from '@hms/shared/fees';
import { reportMessages } from '@hms/shared/reports';
import { addMonths, defaultRange, rangeErrors } from './use-report-filters';

describe('report months', () => {
  it('counts months across years', () => {
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-11', 14)).toBe('2027-01');
    expect(defaultRange('2026-03')).toEqual({ from: '2025-04', to: '2026-03' });
  });

  it('takes a range the server takes, up to 36 months', () => {
    expect(rangeErrors('2026-03', '2026-03')).toBeUndefined();
    expect(rangeErrors('2024-01', '2026-12')).toBeUndefined();
  });

  it("explains a range the server refuses in the shared schema's sentences, on the field at fault", () => {
    expect(rangeErrors('2026-04', '2026-03')).toEqual({ from: reportMessages.rangeBackwards });
    expect(rangeErrors('2023-12', '2026-12')).toEqual({ to: reportMessages.rangeTooLong });
    expect(rangeErrors('', '2026-12')).toEqual({ from: feeMessages.monthInvalid });
    expect(rangeErrors('2026-01', '2026-13')).toEqual({ to: feeMessages.monthInvalid });
  });
});
