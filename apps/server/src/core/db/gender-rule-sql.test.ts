import { GENDERS, HOSTEL_TYPES } from '@hms/shared/enums';
import { mayLiveIn } from '@hms/shared/gender-rule';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostel, createRoom, registerAdmin } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { mayLiveInSql } from './gender-rule-sql';
import { sqlState } from './pg-errors';
import { selectRows } from './raw-rows';

const pairs = GENDERS.flatMap((gender) =>
  HOSTEL_TYPES.map((hostelType) => ({ gender, hostelType })),
);

let app: TestApp;
let roomOf: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  const admin = (await registerAdmin(app)).token;
  roomOf = {};
  for (const type of HOSTEL_TYPES) {
    const hostel = await createHostel(app, admin, { type });
    roomOf[type] = (await createRoom(app, admin, hostel._id, { type: 'Quadruple' }))._id;
  }
});
afterAll(() => app.close());

describe('rule hostel-gender, spelled three times (docs/product-rules.md#hostel-gender)', () => {
  it('mayLiveInSql answers as mayLiveIn for every gender and hostel type', async () => {
    const values = sql.join(
      pairs.map((p) => sql`(${p.gender}::gender, ${p.hostelType}::hostel_type)`),
      sql`, `,
    );
    const rows = await selectRows<{ gender: string; hostel_type: string; may: boolean }>(
      app.db,
      sql`select v.gender::text as gender, v.hostel_type::text as hostel_type,
          ${mayLiveInSql(sql`v.gender`, sql`v.hostel_type`)} as may
        from (values ${values}) as v(gender, hostel_type)`,
    );
    expect(rows).toHaveLength(pairs.length);
    for (const row of rows) {
      const pair = pairs.find((p) => p.gender === row.gender && p.hostelType === row.hostel_type);
      expect(pair, `${row.gender} in ${row.hostel_type}`).toBeDefined();
      if (pair)
        expect(row.may, `${row.gender} in ${row.hostel_type}`).toBe(
          mayLiveIn(pair.gender, pair.hostelType),
        );
    }
  });

  it('the students_room_rules trigger lets in exactly whom mayLiveIn does', async () => {
    for (const [n, { gender, hostelType }] of pairs.entries()) {
      const room = roomOf[hostelType];
      if (!room) throw new Error(`no ${hostelType} room`);
      let refusal: string | undefined;
      try {
        await app.db.execute(sql`insert into students
            (student_id, name, email, password_hash, phone, course, year, gender, room_id)
          values (${`GENDER${n}`}, ${`Gender ${n}`}, ${`gender${n}@college.edu`}, 'x',
            '9000000000', 'B.Sc', 1, ${gender}, ${room})`);
      } catch (error) {
        refusal = sqlState(error);
      }
      const expected = mayLiveIn(gender, hostelType) ? undefined : 'HMS02';
      expect(refusal, `${gender} in ${hostelType}`).toBe(expected);
    }
  });
});
