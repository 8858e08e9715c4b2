import { lockHostel } from '../features/hostels/hostels-repository';
import { bearer, buildHostelInput, createHostel, registerAdmin } from './factories';
import type { TestApp } from './test-app';

/**
 * Holds a server past what it can serve: one transaction holds a hostel and four updates of it
 * queue behind in the database. `release` lets them all through and waits for their answers.
 */
export async function holdPastItsLimit(app: TestApp) {
  const admin = (await registerAdmin(app)).token;
  const hostel = await createHostel(app, admin);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => {};
  const lockTaken = new Promise<void>((resolve) => (locked = resolve));
  const holder = app.db.transaction(async (tx) => {
    await lockHostel(tx, hostel._id);
    locked();
    await held;
  });
  await lockTaken;
  const waiting = Array.from({ length: 4 }, () =>
    app.inject({
      method: 'PUT',
      url: `/api/hostels/${hostel._id}`,
      payload: buildHostelInput(),
      headers: bearer(admin),
    }),
  );
  return {
    /** Ends the holding transaction; answers the queued updates once they are answered. */
    release: async () => {
      release();
      await holder;
      return Promise.all(waiting);
    },
  };
}
