import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dashboardMessages } from '@hms/shared/messages';
import { createResidentHostel, createResidentRoom } from '@/testing/dashboard-factories';
import { UnassignedNotice } from './unassigned-notice';
import { unassignedNoticeMessage } from './unassigned-notice-message';

const hostel = createResidentHostel();
const room = createResidentRoom();

// One message for each way a bed can be missing, none when both are there
// (docs/product-rules.md#unassigned-notice).
const cases = [
  ['neither hostel nor room', { hostel: null, room: null }, dashboardMessages.unassignedBoth],
  ['a hostel but no room', { hostel, room: null }, dashboardMessages.unassignedRoom],
  ['a room but no hostel', { hostel: null, room }, dashboardMessages.unassignedHostel],
  ['both', { hostel, room }, null],
] as const;

describe('unassignedNoticeMessage', () => {
  it.each(cases)('with %s', (_case, student, message) => {
    expect(unassignedNoticeMessage(student)).toBe(message);
  });
});

describe('UnassignedNotice', () => {
  it.each(cases)('with %s', (_case, student, message) => {
    const { container } = render(<UnassignedNotice student={student} />);

    if (message) {
      expect(screen.getByText(message)).toBeVisible();
      // Exactly one of the three, and nothing else.
      expect(container.textContent).toBe(message);
    } else {
      expect(container).toBeEmptyDOMElement();
    }
  });
});
