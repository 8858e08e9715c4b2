import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOSTEL_OCCUPANCY_THRESHOLDS, ROOM_OCCUPANCY_THRESHOLDS } from '@hms/shared/constants';
import {
  OccupancyBar,
  occupancyPercent,
  occupancyTone,
  type OccupancyThresholds,
} from './occupancy-bar';

describe('occupancyTone', () => {
  it.each([
    [0, 'green'],
    [69.9, 'green'],
    [70, 'yellow'],
    [89.9, 'yellow'],
    [90, 'red'],
    [100, 'red'],
  ] as const)('hostel at %s%% is %s', (percent, tone) => {
    expect(occupancyTone(percent, HOSTEL_OCCUPANCY_THRESHOLDS)).toBe(tone);
  });

  it.each([
    [0, 'green'],
    [49.9, 'green'],
    [50, 'yellow'],
    [99.9, 'yellow'],
    [100, 'red'],
  ] as const)('room at %s%% is %s', (percent, tone) => {
    expect(occupancyTone(percent, ROOM_OCCUPANCY_THRESHOLDS)).toBe(tone);
  });
});

describe('occupancyPercent', () => {
  it('rounds to one decimal', () => {
    expect(occupancyPercent(32, 40)).toBe(80);
    expect(occupancyPercent(1, 3)).toBe(33.3);
    expect(occupancyPercent(899, 1000)).toBe(89.9);
  });

  it('is 0 without capacity instead of dividing by zero', () => {
    expect(occupancyPercent(0, 0)).toBe(0);
    expect(occupancyPercent(3, 0)).toBe(0);
  });

  it('takes the shown, rounded number, so colour and text agree', () => {
    const percent = occupancyPercent(8996, 10000);
    expect(percent).toBe(90);
    expect(occupancyTone(percent, HOSTEL_OCCUPANCY_THRESHOLDS)).toBe('red');
  });
});

describe('OccupancyBar', () => {
  function renderBar(
    current: number,
    capacity: number,
    thresholds: OccupancyThresholds = HOSTEL_OCCUPANCY_THRESHOLDS,
  ) {
    render(
      <OccupancyBar
        current={current}
        capacity={capacity}
        thresholds={thresholds}
        label="Occupancy of Kaveri"
      />,
    );
    return screen.getByRole('meter', { name: 'Occupancy of Kaveri' });
  }

  it('shows the count and percentage as text and exposes the values', () => {
    const meter = renderBar(32, 40);

    expect(screen.getByText('32 / 40 (80.0%)')).toBeInTheDocument();
    expect(meter).toHaveAttribute('data-tone', 'yellow');
    expect(meter).toHaveAttribute('aria-valuenow', '32');
    expect(meter).toHaveAttribute('aria-valuemin', '0');
    expect(meter).toHaveAttribute('aria-valuemax', '40');
    expect(meter).toHaveAttribute('aria-valuetext', '32 of 40 occupied (80.0%)');
  });

  it.each([
    [899, 1000, 'yellow', '89.9%'],
    [900, 1000, 'red', '90.0%'],
    [699, 1000, 'green', '69.9%'],
    [700, 1000, 'yellow', '70.0%'],
  ] as const)('hostel %s / %s renders %s', (current, capacity, tone, percentText) => {
    const meter = renderBar(current, capacity);

    expect(meter).toHaveAttribute('data-tone', tone);
    expect(screen.getByText(`${current} / ${capacity} (${percentText})`)).toBeInTheDocument();
  });

  it.each([
    [0, 2, 'green'],
    [1, 2, 'yellow'],
    [2, 2, 'red'],
    [3, 4, 'yellow'],
  ] as const)('room %s / %s renders %s', (current, capacity, tone) => {
    expect(renderBar(current, capacity, ROOM_OCCUPANCY_THRESHOLDS)).toHaveAttribute(
      'data-tone',
      tone,
    );
  });

  it('renders an empty hostel without capacity', () => {
    const meter = renderBar(0, 0);

    expect(screen.getByText('0 / 0 (0.0%)')).toBeInTheDocument();
    expect(meter).toHaveAttribute('data-tone', 'green');
  });
});
