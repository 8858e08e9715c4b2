import crypto from 'node:crypto';
import type { Page } from 'playwright-core';
import { createStudentAccount, signInAsNewAdmin } from './accounts';
import { adminApi } from './arrange';

type RoomType = 'Single' | 'Double' | 'Triple' | 'Quadruple';

/**
 * A new administrator signed in on `page`, with a girls' hostel, one room in it and a student
 * living there, each named with a fresh tag so that the test's records are its own on the shared
 * server.
 */
export async function officeWithResident(
  page: Page,
  baseUrl: string,
  names: (tag: string) => { hostel: string; room: string; student: string },
  roomType: RoomType = 'Double',
) {
  const office = await signInAsNewAdmin(page, baseUrl);
  const admin = adminApi(baseUrl, office.token);
  const tag = crypto.randomBytes(3).toString('hex');
  const named = names(tag);
  const hostel = await admin.createHostel(named.hostel, 'Girls');
  const room = await admin.createRoom(hostel._id, named.room, roomType);
  const resident = await createStudentAccount(baseUrl, { name: named.student });
  await admin.assign(resident._id, room._id);
  return { office, admin, tag, hostel, room, resident };
}
