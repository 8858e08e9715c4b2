import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/core/config/env';
import { openDatabase } from '../src/core/db/open-database';
import { selectRows } from '../src/core/db/raw-rows';
import { createServices } from '../src/services';
import { passKeyFrom } from '../src/features/gate';
import { guardianLinkKeyFrom } from '../src/features/leave';
import { SCALE_ADMIN } from '../seed/campus-size';
import { RACE } from './bench-database';

/**
 * The race's floor on PostgreSQL: the same 3,000 assignments, ten to a room, made through the
 * students service from this process, 50 at a time, with no HTTP and no framework. The time it
 * takes to answer them all bounds the race's p99 from below, however thin a server were around
 * the service. The beds are freed again afterwards.
 */
export async function raceFloorSeconds(databaseUrl: string): Promise<number> {
  const config = { ...loadConfig({}), databaseUrl };
  const database = await openDatabase(config);
  try {
    const { db } = database;
    const services = createServices({
      db,
      config,
      signToken: () => '',
      keys: {
        gatePass: passKeyFrom('the race reads no pass'),
        guardianLinks: guardianLinkKeyFrom('the race reads no pass'),
      },
    });
    const racers = await selectRows<{ id: string }>(
      db,
      sql`select id from students where student_id like 'RACE-%' order by student_id`,
    );
    const rooms = await selectRows<{ id: string }>(
      db,
      sql`select r.id from rooms r join hostels h on h.id = r.hostel_id
          where h.name = ${RACE.hostel} order by r.room_number`,
    );
    // The office makes the assignments, as in the race: each one writes its audit entry.
    const [office] = await selectRows<{ id: string; name: string }>(
      db,
      sql`select id, name from admins where email = ${SCALE_ADMIN.email}`,
    );
    if (!office) throw new Error('the campus has no office account');
    const actor = { _id: office.id, role: 'admin' as const, name: office.name };
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      for (let i = next++; i < racers.length; i = next++) {
        const student = racers[i]?.id ?? '';
        const roomId = rooms[i % rooms.length]?.id ?? '';
        // Refused assignments are two of every three, as in the race.
        await services.bedMoves.assign(actor, student, { roomId }).catch(() => undefined);
      }
    };
    await Promise.all(Array.from({ length: 50 }, worker));
    const seconds = (performance.now() - started) / 1000;
    await db.execute(sql`
      update residencies set moved_out_on = moved_in_on, end_reason = 'Checked out'
      where moved_out_on is null
        and student_id in (select id from students where student_id like 'RACE-%')`);
    return seconds;
  } finally {
    await database.close();
  }
}
