import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signInAsNewAdmin, signInAsNewStudent } from '../support/accounts';
import { useBrowser } from '../support/browser';

const session = useBrowser();

describe('complaints, end to end', () => {
  it('a student submits a complaint; an administrator works it to Closed while both comment', async () => {
    const { page: studentPage, context, baseUrl } = session;
    const tag = crypto.randomBytes(3).toString('hex');
    const subject = `Geyser not heating ${tag}`;
    await signInAsNewStudent(studentPage, baseUrl);

    // The student submits and finds it by text search.
    await studentPage.goto('/student/complaints');
    await studentPage.getByRole('heading', { name: 'My Complaints' }).waitFor();
    await studentPage.getByText('Submit and track your complaints').waitFor();
    await studentPage.getByRole('button', { name: 'New Complaint' }).click();
    const form = studentPage.getByRole('dialog', { name: 'Submit New Complaint' });
    expect(await form.getByLabel('Priority').inputValue()).toBe('Medium');
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Category').selectOption('Maintenance');
    await form
      .getByLabel('Description')
      .fill(`Cold water only on the second floor since Monday (${tag}).`);
    await form.getByRole('button', { name: 'Submit Complaint' }).click();
    await studentPage.getByText('Complaint submitted successfully').waitFor();

    await studentPage.getByLabel('Search complaints').fill(`second FLOOR since monday (${tag}`);
    const cards = studentPage.getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    await studentPage.getByLabel('Search complaints').fill(`nothing like this ${tag}`);
    await studentPage.getByText('No complaints match your filters').waitFor();
    await studentPage.getByLabel('Search complaints').fill(tag);

    // The student comments from the detail dialog.
    await cards.first().getByRole('button', { name: subject }).click();
    const studentDialog = studentPage.getByRole('dialog', { name: subject });
    await studentDialog.getByText('No comments yet').waitFor();
    await studentDialog.getByLabel('Add a comment').fill('Please check it soon.');
    await studentDialog.getByRole('button', { name: 'Send' }).click();
    await studentDialog.getByText('Please check it soon.').waitFor();

    // An administrator, in another browser session, works the complaint.
    const adminContext = await context.browser()!.newContext({ baseURL: baseUrl });
    try {
      const adminPage = await adminContext.newPage();
      await signInAsNewAdmin(adminPage, baseUrl);
      await adminPage.goto('/admin/complaints');
      await adminPage.getByLabel('Search complaints').fill(tag);
      await adminPage.getByRole('button', { name: subject }).click();
      const detail = adminPage.getByRole('dialog', { name: subject });
      await detail.getByText('Please check it soon.').waitFor();
      expect(await detail.getByRole('button', { name: 'Mark Closed' }).count()).toBe(0);

      await detail.getByRole('button', { name: 'Mark In Progress' }).click();
      await adminPage.getByText('Complaint updated successfully').first().waitFor();
      await detail.getByLabel('Add a comment').fill('Plumber booked for tomorrow.');
      await detail.getByRole('button', { name: 'Send' }).click();
      await detail.getByText('Plumber booked for tomorrow.').waitFor();

      // Resolving asks for the resolution; left empty, nothing happens.
      await detail.getByRole('button', { name: 'Mark Resolved' }).click();
      await detail.getByRole('button', { name: 'Confirm Resolved' }).click();
      expect(await detail.getByText('In Progress', { exact: true }).count()).toBeGreaterThan(0);
      await detail.getByLabel('Resolution details').fill('Replaced the heating element.');
      await detail.getByRole('button', { name: 'Confirm Resolved' }).click();
      await detail.getByText('Replaced the heating element.').waitFor();

      await detail.getByRole('button', { name: 'Mark Closed' }).click();
      await expect.poll(() => detail.getByLabel('Add a comment').count()).toBe(0);
      expect(await detail.getByRole('button', { name: /^Mark / }).count()).toBe(0);
    } finally {
      await adminContext.close();
    }

    // The student sees the resolution and no comment box.
    await studentPage.reload();
    await studentPage.getByLabel('Search complaints').fill(tag);
    await cards.first().getByText('Closed').waitFor();
    await cards.first().getByRole('button', { name: subject }).click();
    const closed = studentPage.getByRole('dialog', { name: subject });
    await closed.getByText('Replaced the heating element.').waitFor();
    await closed.getByText('Plumber booked for tomorrow.').waitFor();
    await closed.getByText(/Resolved on/).waitFor();
    expect(await closed.getByLabel('Add a comment').count()).toBe(0);
  });
});
