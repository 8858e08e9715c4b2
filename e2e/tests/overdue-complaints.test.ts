import { afterEach, describe, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { serviceTargetsStory } from '../support/service-targets-story';
import { wardenStory } from '../support/warden-story';

/**
 * Complaints past their service target, end to end (docs/product-rules.md#service-targets): the
 * office sets a one-minute Critical target on the Settings page and sees a complaint past it
 * marked, filtered and counted; at desktop and phone sizes, a warden the office adds sees their
 * own complaint through once it is Overdue. The server runs in a process of its own, so the test
 * cannot move a complaint's times back: it waits the minute. The three stories run in steps side
 * by side so that they wait that minute once between them, not once each.
 */

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const session = useBrowser(DESKTOP);
let restoreTargets: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await restoreTargets?.();
  restoreTargets = undefined;
});

describe('service targets, wardens and Overdue complaints', () => {
  it('a complaint past the target set on the Settings page is marked, filtered and counted, and wardens at both sizes see theirs through', async () => {
    const { page, baseUrl } = session;
    const office = serviceTargetsStory(page, baseUrl);
    restoreTargets = office.restoreDefaults;
    const wardens = [
      wardenStory(await session.openPage(DESKTOP), baseUrl, DESKTOP, 'desktop 1280×800'),
      wardenStory(await session.openPage(PHONE), baseUrl, PHONE, 'phone 390×844'),
    ];
    try {
      // Before the target changes: the Settings page shows the defaults.
      for (const warden of wardens) await warden.addWarden();
      await office.setOneMinuteTarget();

      // Every complaint is submitted under the one-minute target, close together.
      await office.submitComplaints();
      for (const warden of wardens) await warden.submitComplaint();

      // While the minute runs.
      await office.settingsOnPhone();
      for (const warden of wardens) await warden.workTheirHostel();

      // The office's story waits out what is left of the minute; the wardens' find theirs Overdue.
      await office.seeOverdue();
      for (const warden of wardens) await warden.seeOverdueThrough();
    } finally {
      for (const warden of wardens) await warden.close();
    }
  }, 300_000);
});
