import { todayIn } from '@hms/shared/calendar-day';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { studentApi } from '../support/arrange';
import { useBrowser } from '../support/browser';
import { officeWithResident } from '../support/resident';
import { useSession } from '../support/wardens';

/**
 * Whatever people type is shown as the text they typed, on every page that shows it: a script or
 * an image with an error handler in a notice, a complaint, a comment or a leave application runs
 * nothing and becomes no element (docs/product-rules.md#notices, #leave).
 */

const SCRIPT = '<script>window.__ran = "script"</script>';
const IMAGE = '<img src=x onerror="window.__ran = \'image\'">';

async function call(baseUrl: string, token: string, method: string, url: string, body: object) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
}

/** The page shows `text` as written, and nothing it holds ran or became an element. */
async function expectShownAsText(page: Page, path: string, texts: string[], dialogs: string[]) {
  await page.goto(path);
  for (const text of texts) await page.getByText(text).first().waitFor();
  expect(await page.locator('img[src="x"]').count(), `${path}: an image from typed text`).toBe(0);
  expect(await page.locator('body script').count(), `${path}: a script in the body`).toBe(0);
  const ran = await page.evaluate(() => (window as unknown as { __ran?: string }).__ran);
  expect(ran, `${path}: typed text ran`).toBeUndefined();
  expect(dialogs, `${path}: typed text opened a dialog`).toEqual([]);
}

describe('text people type', () => {
  const session = useBrowser({ width: 1280, height: 800 });

  it(
    'shows as text in notices, complaints, comments, leave and the bell',
    { timeout: 120_000 },
    async () => {
      const { page, baseUrl } = session;
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const { office, admin, tag, hostel, resident } = await officeWithResident(
        page,
        baseUrl,
        (tag) => ({ hostel: `Kaveri ${tag}`, room: `K1-${tag}`, student: `Meera ${tag}` }),
        'Single',
      );

      await call(baseUrl, office.token, 'POST', '/notices', {
        title: `Notice ${tag} ${IMAGE}`,
        body: `${SCRIPT}\n${IMAGE}`,
        hostels: [hostel._id],
      });
      const complaint = await studentApi(baseUrl, resident.token).createComplaint({
        subject: `Complaint ${tag} ${IMAGE}`,
        description: `${SCRIPT} ${IMAGE}`,
        category: 'Maintenance',
        priority: 'Low',
      });
      await admin.comment(complaint._id, `Reply ${tag} ${IMAGE}`);
      const today = todayIn('Asia/Kolkata');
      await call(baseUrl, resident.token, 'POST', '/student/leaves', {
        from: today,
        to: today,
        destination: `Home ${tag} ${IMAGE}`,
        reason: `${SCRIPT} ${tag}`,
        contactPhone: '9876501234',
      });

      await expectShownAsText(page, '/admin/complaints', [`Complaint ${tag} ${IMAGE}`], dialogs);
      await expectShownAsText(page, '/admin/leave', [`Home ${tag} ${IMAGE}`], dialogs);

      const student = await session.openPage({ width: 1280, height: 800 });
      student.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await useSession(student, resident.token);
      await expectShownAsText(student, '/student/notices', [`Notice ${tag} ${IMAGE}`], dialogs);
      await expectShownAsText(
        student,
        '/student/complaints',
        [`Complaint ${tag} ${IMAGE}`],
        dialogs,
      );
      await expectShownAsText(student, '/student/leave', [`Home ${tag} ${IMAGE}`], dialogs);
      await expectShownAsText(
        student,
        '/student/notifications',
        [`Reply ${tag} ${IMAGE}`],
        dialogs,
      );
    },
  );
});
