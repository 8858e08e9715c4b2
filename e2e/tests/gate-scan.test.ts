import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { gateMessages, type GatePass, type Movement } from '@hms/shared/gate';
import { afterEach, describe, expect, it } from 'vitest';
import { createStudentAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { useBrowser } from '../support/browser';
import { expectLongWordsWrapped } from '../support/layout';
import { qrVideoFile } from '../support/qr-video';
import { officeWithResident } from '../support/resident';
import { useSession } from '../support/wardens';

/**
 * The gate (docs/product-rules.md#gate-movements, docs/decisions/063), on a desktop and on a
 * phone: a student's pass page shows the code; a guard's phone, whose camera is Chromium's fake
 * one playing a video of that code, reads it and shows who went out; then, with the network cut,
 * two roll numbers wait on the phone and are sent when it returns, each recorded once, at the
 * time it was scanned, in order.
 */

const SIZES = [
  { name: 'desktop 1280×800', size: { width: 1280, height: 800 } },
  { name: 'phone 390×844', size: { width: 390, height: 844 } },
];

/** support/browser.ts's flags, and a camera that plays a file instead of asking for one. */
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const fakeCamera = (video: string) => [
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  `--use-file-for-fake-video-capture=${video}`,
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function call<T>(baseUrl: string, token: string, method: string, url: string, body?: object) {
  const response = await fetch(`${baseUrl}/api${url}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A guard of the hostels, added on the Staff page's API, past their temporary password. */
async function readyGuard(baseUrl: string, adminToken: string, hostelIds: string[], name: string) {
  const tag = crypto.randomBytes(3).toString('hex');
  const email = `guard.${tag}@college.edu`;
  const created = await call<{ temporaryPassword: string }>(
    baseUrl,
    adminToken,
    'POST',
    '/wardens',
    {
      name,
      email,
      phone: '9876512345',
      hostelIds,
      role: 'guard',
    },
  );
  const login = async (password: string) => {
    const response = await fetch(`${baseUrl}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    if (!response.ok) throw new Error(`The guard's sign-in answered ${response.status}`);
    return ((await response.json()) as { token: string }).token;
  };
  const first = await login(created.temporaryPassword);
  const password = `own-${tag}-gatepost`;
  await call(baseUrl, first, 'PUT', '/auth/password', {
    currentPassword: created.temporaryPassword,
    newPassword: password,
  });
  return { name, token: await login(password) };
}

/**
 * The student's pass, fetched early in its window: the guard's browser starts after this, and
 * the code must still be good when the camera reads it.
 */
async function freshPass(baseUrl: string, token: string): Promise<GatePass> {
  const get = async () =>
    (await call<{ data: GatePass }>(baseUrl, token, 'GET', '/student/gate-pass')).data;
  const pass = await get();
  const left = Date.parse(pass.expiresAt) - Date.now();
  if (left > 20_000) return pass;
  await sleep(Math.max(0, left) + 500);
  return get();
}

/** Fails the test, as support/browser.ts does, on any error the page logs or throws. */
function collectErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(message.text());
    }
  });
}

for (const { name, size } of SIZES) {
  describe(`gate scan (${name})`, () => {
    const session = useBrowser(size);
    let camera: Browser | undefined;
    let video: string | undefined;
    afterEach(async () => {
      await camera?.close();
      camera = undefined;
      if (video) fs.rmSync(path.dirname(video), { recursive: true, force: true });
      video = undefined;
    });

    it(
      'reads the pass with the camera, and sends scans made offline once each, in order',
      { timeout: 120_000 },
      async () => {
        const { page, baseUrl } = session;
        // A name typed without spaces, in letters beyond ASCII: it must wrap, never widen.
        const longName = (tag: string) => `Meenākṣīsundareśvarī${tag}`.padEnd(70, 'ā');
        const { office, admin, tag, hostel, room, resident } = await officeWithResident(
          page,
          baseUrl,
          (t) => ({ hostel: `Kaveri ${t}`, room: `K1-${t}`, student: longName(t) }),
          'Triple',
        );
        const other = await createStudentAccount(baseUrl, { name: `Arjun Menon ${tag}` });
        await admin.assign(other._id, room._id);
        const guard = await readyGuard(baseUrl, office.token, [hostel._id], `Raju Guard ${tag}`);

        // (a) The student's pass: a QR code named for what it is, and who they are, large.
        const student = await session.openPage(size);
        await useSession(student, resident.token);
        await student.goto('/student/gate-pass');
        await student.getByRole('heading', { name: 'Gate Pass', level: 1 }).waitFor();
        await student
          .getByRole('img', { name: `Gate pass code of ${resident.name}, for the guard to scan` })
          .waitFor();
        await student.getByRole('main').getByText(resident.studentId).waitFor();
        await student.getByText(/Renews automatically/).waitFor();
        await expectLongWordsWrapped(student, 'the Gate Pass page');
        await expectNoAxeViolations(student, 'the Gate Pass page');

        // (b) The guard's phone. Its camera plays a file, written with the student's live pass
        // just before the camera starts, so that the code is still good when it is read.
        video = qrVideoFile('not yet a pass');
        camera = await chromium.launch({
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          headless: true,
          args: [...CHROMIUM_ARGS, ...fakeCamera(video)],
        });
        const context = await camera.newContext({
          baseURL: baseUrl,
          viewport: size,
          permissions: ['camera'],
        });
        context.setDefaultTimeout(60_000);
        const gate = await context.newPage();
        const errors: string[] = [];
        collectErrors(gate, errors);
        await useSession(gate, guard.token);
        await gate.goto('/gate');
        await gate.getByRole('button', { name: 'Save gate' }).click();
        await gate.getByText(gateMessages.gateRequired).waitFor();
        await gate.getByLabel('Which gate is this?').fill(`Main gate ${tag}`);
        await gate.getByRole('button', { name: 'Save gate' }).click();
        await gate.getByText(`Main gate ${tag}`).waitFor();
        await expectNoAxeViolations(gate, 'the gate before a scan');

        qrVideoFile((await freshPass(baseUrl, resident.token)).code, { file: video });
        await gate.getByRole('button', { name: 'Scan pass' }).click();
        const result = gate.getByRole('region', { name: 'Scan result' });
        // Any answer ends the wait, so that a refusal or a server error fails with its words.
        await result
          .getByText(resident.name)
          .or(result.getByText('Not recorded'))
          .or(result.getByText('Waiting to be sent'))
          .waitFor();
        expect(await result.innerText()).toContain(resident.name);
        await result.getByText(`Room K1-${tag}`).waitFor();
        // Out with no leave: said in words, not colour alone.
        await result.getByText('Needs the warden’s attention').waitFor();
        await result.getByText(/Going out: Out without leave/).waitFor();
        await expectLongWordsWrapped(gate, 'the gate after a camera scan');
        await expectNoAxeViolations(gate, 'the gate after a camera scan');
        await gate.getByRole('button', { name: 'Stop camera' }).click();

        // (c) The connection drops: two roll numbers wait on the phone, oldest first.
        await context.setOffline(true);
        await gate.getByLabel('Roll number', { exact: true }).fill(other.studentId);
        await gate.getByRole('button', { name: 'Record' }).click();
        await gate.getByText('1 scan waiting').waitFor();
        await gate.locator('label', { hasText: 'Coming in' }).click();
        expect(await gate.getByRole('radio', { name: 'Coming in' }).isChecked()).toBe(true);
        await gate.getByLabel('Roll number', { exact: true }).fill(resident.studentId);
        await gate.getByRole('button', { name: 'Record' }).click();
        await gate.getByText('2 scans waiting').waitFor();
        await gate.getByText(gateMessages.queued).waitFor();
        await expectNoAxeViolations(gate, 'the gate with scans waiting');
        await sleep(1_500);

        const reconnectedAt = Date.now();
        await context.setOffline(false);
        await gate.getByText('All 2 saved scans have been sent.').waitFor();
        await result.getByText(resident.name).waitFor();
        await result.getByText(/Coming in:/).waitFor();
        const recent = gate.getByRole('region', { name: 'Recent scans' });
        await recent.getByText(other.name).waitFor();
        await expectLongWordsWrapped(gate, 'the gate after the saved scans were sent');
        expect(errors).toEqual([]);

        // Recorded once each, at the time each was scanned, in the order they were made.
        const list = await call<{ data: Movement[] }>(
          baseUrl,
          office.token,
          'GET',
          `/gate/movements?hostel=${hostel._id}&limit=50`,
        );
        const ours = list.data
          .filter((m) => m.studentId === resident._id || m.studentId === other._id)
          .map((m) => ({ ...m, at: Date.parse(m.scannedAt) }));
        expect(ours.map((m) => [m.studentName, m.direction])).toEqual([
          [resident.name, 'in'],
          [other.name, 'out'],
          [resident.name, 'out'],
        ]);
        const [back, otherOut, cameraOut] = ours;
        expect(cameraOut!.at).toBeLessThan(otherOut!.at);
        expect(otherOut!.at).toBeLessThan(back!.at);
        expect(back!.at).toBeLessThan(reconnectedAt);
        // Sent oldest first: the server numbered them in that order.
        expect(otherOut!.id).toBeLessThan(back!.id);
        expect(ours.every((m) => m.gate === `Main gate ${tag}`)).toBe(true);
      },
    );
  });
}
