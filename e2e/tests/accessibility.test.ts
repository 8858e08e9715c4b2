import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import {
  createAdminAccount,
  newStudent,
  signInAsNewAdmin,
  signInAsNewStudent,
} from '../support/accounts';
import { adminApi, studentApi } from '../support/arrange';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';

/**
 * Every screen of docs/product-rules.md#screen-routes and its main dialogs, checked by axe-core
 * against WCAG 2.1 A/AA (rule standing-checks) with
 * realistic data on them: full and half-full rooms, assigned and unassigned students, complaints
 * in several states with comments and a resolution.
 */

const AMENITIES = ['WiFi', 'Mess', 'Laundry', 'Security', 'Parking'];

/** Two hostels, rooms from empty to full, residents and complaints moving through their states. */
async function arrangeCampus(baseUrl: string, adminToken: string) {
  const admin = adminApi(baseUrl, adminToken);
  const tag = crypto.randomBytes(3).toString('hex');
  const kaveri = await admin.createHostel(`Kaveri ${tag}`, 'Girls', AMENITIES);
  await admin.createHostel(`Godavari ${tag}`, 'Boys', ['WiFi', 'Mess']);
  const single = await admin.createRoom(kaveri._id, `K101-${tag}`, 'Single');
  const double = await admin.createRoom(kaveri._id, `K102-${tag}`, 'Double');
  await admin.createRoom(kaveri._id, `K103-${tag}`, 'Triple');

  const resident = { ...newStudent(), gender: 'Female' as const };
  const residentRecord = await admin.addStudent(resident);
  await admin.assign(residentRecord._id, single._id);
  const roommate = await admin.addStudent({ ...newStudent(), gender: 'Female' });
  await admin.assign(roommate._id, double._id);
  const unassigned = { ...newStudent(), name: `Meera Iyer ${tag}`, gender: 'Female' as const };
  await admin.addStudent(unassigned);

  const residentToken = await studentToken(baseUrl, resident.studentId, resident.password);
  const complaints = await arrangeComplaints(baseUrl, adminToken, residentToken, tag);
  return { tag, kaveri, double, unassigned, ...complaints };
}

/** A complaint in each state and of each priority, with comments from both sides. */
async function arrangeComplaints(
  baseUrl: string,
  adminToken: string,
  studentToken: string,
  tag: string,
) {
  const admin = adminApi(baseUrl, adminToken);
  const student = studentApi(baseUrl, studentToken);
  await student.createComplaint({
    subject: `Cold dinner in the mess ${tag}`,
    description: 'Dinner has been served cold for a week and the dal is watery.',
    category: 'Mess Food',
    priority: 'Low',
  });
  const inProgress = await student.createComplaint({
    subject: `No hot water ${tag}`,
    description: 'The geyser on the second floor has not worked since Monday.',
    category: 'Maintenance',
    priority: 'High',
  });
  await admin.updateComplaint(inProgress._id, 'In Progress');
  await admin.comment(inProgress._id, 'A plumber is booked for tomorrow morning.');
  await student.comment(inProgress._id, 'Thank you, I will be in the room.');
  const resolved = await student.createComplaint({
    subject: `Power cut in room ${tag}`,
    description: 'The sockets by the desk stopped working after the storm.',
    category: 'Electricity',
    priority: 'Critical',
  });
  await admin.updateComplaint(resolved._id, 'Resolved', 'Replaced the tripped breaker.');
  const closed = await student.createComplaint({
    subject: `Gate left open at night ${tag}`,
    description: 'The back gate was unlocked after 11 pm on Friday and Saturday.',
    category: 'Security',
    priority: 'Medium',
  });
  await admin.updateComplaint(closed._id, 'Resolved', 'The guard now locks it at 10 pm.');
  await admin.updateComplaint(closed._id, 'Closed');
  return {
    openSubject: `Cold dinner in the mess ${tag}`,
    inProgressSubject: `No hot water ${tag}`,
    resolvedSubject: `Power cut in room ${tag}`,
  };
}

async function studentToken(baseUrl: string, studentId: string, password: string) {
  const response = await fetch(`${baseUrl}/api/student/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ studentId, password }),
  });
  if (!response.ok) throw new Error(`student login answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function closeDialog(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

describe('accessibility (axe-core, WCAG 2.1 A/AA), desktop', () => {
  const session = useBrowser();

  it('the signed-out pages: sign-in (both tabs), sign-up, unauthorized, not found', async () => {
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await expectNoAxeViolations(page, '/login, Student tab');

    // The same form with its validation messages showing.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Student ID is required').waitFor();
    await expectNoAxeViolations(page, '/login, Student tab with validation messages');

    await page.getByRole('tab', { name: 'Admin' }).click();
    await page.getByLabel('Email').waitFor();
    await expectNoAxeViolations(page, '/login?tab=admin');

    // A refused sign-in: the error toast over the page.
    await page.getByLabel('Email').fill('nobody@college.edu');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid credentials. Check them and try again.').waitFor();
    await expectNoAxeViolations(page, '/login with a failed sign-in toast');

    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create an account' }).waitFor();
    await expectNoAxeViolations(page, '/register');

    await page.goto('/admin/signup');
    await page.getByRole('heading', { name: 'Admin Registration' }).waitFor();
    await expectNoAxeViolations(page, '/admin/signup');

    await page.goto('/student/signup');
    await page.getByRole('heading', { name: 'Student Registration' }).waitFor();
    await expectNoAxeViolations(page, '/student/signup');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Student ID is required').waitFor();
    await expectNoAxeViolations(page, '/student/signup with validation messages');

    await page.goto('/unauthorized');
    await page.getByRole('heading', { name: 'Unauthorized' }).waitFor();
    await expectNoAxeViolations(page, '/unauthorized');

    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectNoAxeViolations(page, 'the not-found page');
  });

  it('the admin pages and dialogs', async () => {
    const { page, baseUrl } = session;
    const { token } = await signInAsNewAdmin(page, baseUrl);
    const campus = await arrangeCampus(baseUrl, token);

    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Hostel Occupancy' }).waitFor();
    await page.getByText(`Kaveri ${campus.tag}`).first().waitFor();
    await expectNoAxeViolations(page, '/admin/dashboard');

    await page.goto('/admin/hostels');
    await page.getByText('+2 more').first().waitFor();
    await expectNoAxeViolations(page, '/admin/hostels');
    await page.getByRole('button', { name: 'Add Hostel' }).click();
    await page.getByRole('dialog', { name: 'Add Hostel' }).waitFor();
    await expectNoAxeViolations(page, 'the Add Hostel dialog');
    // Saved empty: every field's message showing.
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByText('Hostel name is required').waitFor();
    await expectNoAxeViolations(page, 'the Add Hostel dialog with validation messages');
    await closeDialog(page);
    await page.getByRole('button', { name: `Delete Kaveri ${campus.tag}` }).click();
    await page.getByRole('dialog', { name: 'Delete Hostel' }).waitFor();
    await expectNoAxeViolations(page, 'the Delete Hostel confirmation');
    await closeDialog(page);

    await page.goto('/admin/rooms');
    await page.getByText(`K101-${campus.tag}`).first().waitFor();
    await expectNoAxeViolations(page, '/admin/rooms');
    await page.getByRole('button', { name: 'Add Room' }).click();
    await page.getByRole('dialog', { name: 'Add Room' }).waitFor();
    await expectNoAxeViolations(page, 'the Add Room dialog');
    await closeDialog(page);

    await page.goto('/admin/students');
    await page.getByText(campus.unassigned.name).waitFor();
    await expectNoAxeViolations(page, '/admin/students');
    await page.getByRole('button', { name: 'Add Student' }).click();
    await page.getByRole('dialog', { name: 'Add Student' }).waitFor();
    await expectNoAxeViolations(page, 'the Add Student dialog');
    await closeDialog(page);
    await page.getByRole('button', { name: `Assign room to ${campus.unassigned.name}` }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Room' });
    await assign.getByLabel('Hostel', { exact: true }).selectOption({
      label: `Kaveri ${campus.tag}`,
    });
    await assign.getByRole('radio', { name: new RegExp(`K102-${campus.tag}`) }).waitFor();
    await expectNoAxeViolations(page, 'the Assign Room dialog with its rooms listed');
    await closeDialog(page);

    await page.goto('/admin/complaints');
    await page.getByRole('button', { name: campus.inProgressSubject }).waitFor();
    await expectNoAxeViolations(page, '/admin/complaints');
    await page.getByRole('button', { name: campus.inProgressSubject }).click();
    const detail = page.getByRole('dialog', { name: campus.inProgressSubject });
    await detail.getByText('A plumber is booked for tomorrow morning.').waitFor();
    await expectNoAxeViolations(page, 'the complaint detail dialog (admin, with comments)');
    await detail.getByRole('button', { name: 'Mark Resolved' }).click();
    await detail.getByLabel('Resolution details').waitFor();
    await expectNoAxeViolations(page, 'the complaint detail dialog asking for a resolution');
    await closeDialog(page);
    await page.getByRole('button', { name: campus.resolvedSubject }).click();
    await page
      .getByRole('dialog', { name: campus.resolvedSubject })
      .getByText('Replaced the tripped breaker.')
      .waitFor();
    await expectNoAxeViolations(page, 'the complaint detail dialog (admin, resolved)');
    await closeDialog(page);
  });

  it('the student pages and dialogs', async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl);
    const office = await createAdminAccount(baseUrl);
    const admin = adminApi(baseUrl, office.token);
    const tag = crypto.randomBytes(3).toString('hex');

    // Before the office assigns a bed: the yellow notice and the empty cards.
    await page.goto('/student/dashboard');
    await page.getByText('No recent complaints').waitFor();
    await page.getByText('Please contact the administrator', { exact: false }).waitFor();
    await expectNoAxeViolations(page, '/student/dashboard without a hostel or room');

    const hostel = await admin.createHostel(`Narmada ${tag}`, 'Girls', AMENITIES);
    const room = await admin.createRoom(hostel._id, `N201-${tag}`, 'Double');
    await admin.assign(student._id, room._id);
    const complaints = await arrangeComplaints(baseUrl, office.token, student.token, tag);

    await page.reload();
    await page.getByRole('heading', { name: `Welcome back, ${student.name}!` }).waitFor();
    await page.getByRole('heading', { name: 'Room Information' }).waitFor();
    await page.getByText(complaints.openSubject).waitFor();
    await expectNoAxeViolations(page, '/student/dashboard');

    await page.goto('/student/profile');
    await page.getByRole('heading', { name: 'Academic Information' }).waitFor();
    await page.getByText(`Narmada ${tag}`).first().waitFor();
    await expectNoAxeViolations(page, '/student/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Full Name').waitFor();
    await expectNoAxeViolations(page, '/student/profile in edit mode');
    await page.getByLabel('Phone Number').fill('12');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid 10-digit phone number').waitFor();
    await expectNoAxeViolations(page, '/student/profile in edit mode with a validation message');

    await page.goto('/student/complaints');
    await page.getByRole('button', { name: complaints.resolvedSubject }).waitFor();
    await expectNoAxeViolations(page, '/student/complaints');
    await page.getByRole('button', { name: 'New Complaint' }).click();
    await page.getByRole('dialog', { name: 'Submit New Complaint' }).waitFor();
    await expectNoAxeViolations(page, 'the Submit New Complaint dialog');
    await closeDialog(page);
    await page.getByRole('button', { name: complaints.inProgressSubject }).click();
    await page
      .getByRole('dialog', { name: complaints.inProgressSubject })
      .getByText('Thank you, I will be in the room.')
      .waitFor();
    await expectNoAxeViolations(page, 'the complaint detail dialog (student, with comments)');
    await closeDialog(page);
    await page.getByRole('button', { name: complaints.resolvedSubject }).click();
    await page
      .getByRole('dialog', { name: complaints.resolvedSubject })
      .getByText('Replaced the tripped breaker.')
      .waitFor();
    await expectNoAxeViolations(page, 'the complaint detail dialog (student, resolved)');
    await closeDialog(page);
    await page.getByLabel('Search complaints').fill(`nothing like this ${tag}`);
    await page.getByText('No complaints match your filters').waitFor();
    await expectNoAxeViolations(page, '/student/complaints with nothing matching');
  });
});

describe('accessibility (axe-core, WCAG 2.1 A/AA), phone 390×844', () => {
  const session = useBrowser({ width: 390, height: 844 });

  it('sign-in, the admin dashboard and its menu', async () => {
    const { page, baseUrl } = session;
    await page.goto('/login');
    await page.getByRole('heading', { name: 'Sign in to your account' }).waitFor();
    await expectNoAxeViolations(page, '/login on a phone');

    const { token } = await signInAsNewAdmin(page, baseUrl);
    await arrangeCampus(baseUrl, token);
    await page.goto('/admin/dashboard');
    await page.getByRole('heading', { name: 'Hostel Occupancy' }).waitFor();
    await expectNoAxeViolations(page, '/admin/dashboard on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Hostels' }).waitFor();
    await expectNoAxeViolations(page, '/admin/dashboard on a phone, menu open');
    await closeDialog(page);

    await page.goto('/admin/complaints');
    await page.getByRole('article').first().waitFor();
    await expectNoAxeViolations(page, '/admin/complaints on a phone');
  });

  it('the student dashboard, profile and complaints', async () => {
    const { page, baseUrl } = session;
    const student = await signInAsNewStudent(page, baseUrl);
    const office = await createAdminAccount(baseUrl);
    const admin = adminApi(baseUrl, office.token);
    const tag = crypto.randomBytes(3).toString('hex');
    const hostel = await admin.createHostel(`Tapti ${tag}`, 'Girls', AMENITIES);
    const room = await admin.createRoom(hostel._id, `T301-${tag}`, 'Triple');
    await admin.assign(student._id, room._id);
    await arrangeComplaints(baseUrl, office.token, student.token, tag);

    await page.goto('/student/dashboard');
    await page.getByRole('heading', { name: 'Room Information' }).waitFor();
    await expectNoAxeViolations(page, '/student/dashboard on a phone');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Profile' }).waitFor();
    await expectNoAxeViolations(page, '/student/dashboard on a phone, menu open');
    await closeDialog(page);

    await page.goto('/student/profile');
    await page.getByRole('heading', { name: 'Academic Information' }).waitFor();
    await expectNoAxeViolations(page, '/student/profile on a phone');

    await page.goto('/student/complaints');
    await page.getByRole('article').first().waitFor();
    await expectNoAxeViolations(page, '/student/complaints on a phone');
  });
});
