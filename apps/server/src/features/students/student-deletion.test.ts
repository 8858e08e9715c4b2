import type { Complaint } from '@hms/shared/complaints';
import type { Residency } from '@hms/shared/residencies';
import type { Student } from '@hms/shared/students';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { selectRows } from '../../core/db/raw-rows';
import { appForFile } from '../../test/app-for-file';
import { callApi } from '../../test/call-api';
import { createHostel, registerStudent, submitComplaint } from '../../test/factories';
import { expectLedgerWhole, feeOffice } from '../../test/fee-factories';
import { appliedLeave } from '../../test/leave-factories';
import { queueMessages } from '../../test/outbox-rows';
import { daysAgo, today } from '../../test/residency-factories';

const office = appForFile(
  async (app) => {
    const arranged = await feeOffice(app);
    // Kaveri charges the factory's Rs 10,000 security deposit on arrival.
    const hostel = (await createHostel(app, arranged.token, { name: 'Kaveri' }))._id;
    return { ...arranged, hostel };
  },
  { beforeClose: expectLedgerWhole },
);

let sequence = 0;

/** A student housed in Kaveri since 40 days ago, charged its deposit: who they are, and where. */
async function housedWithDeposit() {
  sequence += 1;
  const who = {
    name: `Deepa Venkatesan ${sequence}`,
    studentId: `DEL-${String(sequence).padStart(4, '0')}`,
    email: `deepa.${sequence}@college.edu`,
    phone: `70000000${String(sequence).padStart(2, '0')}`,
    password: `kept-ledger-${sequence}`,
  };
  const { id, token } = await office.resident(office.hostel, daysAgo(40), who);
  const found = await admin<{ data: Student[] }>('GET', `/admin/students?search=${who.studentId}`);
  const room = found.body.data[0]!.room!._id;
  return { ...who, id, token, room };
}

const admin = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
  callApi<T>(office.app, office.token, method, url, body);

const remove = (id: string) => admin<{ data: { _id: string } }>('DELETE', `/admin/students/${id}`);

describe('deleting a student with fee records', () => {
  it('takes them out of every list, search and sign-in, frees their bed and removes their complaints', async () => {
    const deepa = await housedWithDeposit();
    const complaint = await submitComplaint(office.app, deepa.token, { title: 'Fan not working' });
    expect((await office.account(deepa.id)).body.data.balance).toBe(10_000_00);
    const listed = (await admin<{ data: Student[] }>('GET', '/admin/students?limit=100')).body;

    const deleted = await remove(deepa.id);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ _id: deepa.id });

    for (const search of [deepa.studentId, deepa.email, deepa.name]) {
      const found = await admin<{ data: Student[] }>(
        'GET',
        `/admin/students?search=${encodeURIComponent(search)}`,
      );
      expect(found.body.data).toEqual([]);
    }
    const after = (await admin<{ data: Student[] }>('GET', '/admin/students?limit=100')).body;
    expect(after.data.map((s) => s._id)).not.toContain(deepa.id);
    expect(after.data).toHaveLength(listed.data.length - 1);
    expect((await admin('GET', `/admin/students/${deepa.id}/residencies`)).status).toBe(404);

    // Their token ends at once, and their password signs no one in.
    const me = await callApi<object>(office.app, deepa.token, 'GET', '/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Your session has expired. Please sign in again.');
    const signIn = await office.app.inject({
      method: 'POST',
      url: '/api/student/login',
      payload: { studentId: deepa.studentId, password: deepa.password },
    });
    expect(signIn.statusCode).toBe(401);

    // The bed is free, and the room's history ends the stay the day of the deletion.
    const stays = await admin<{ data: Residency[] }>(
      'GET',
      `/admin/rooms/${deepa.room}/residencies`,
    );
    expect(stays.body.data).toEqual([
      expect.objectContaining({
        student: { _id: null, name: deepa.name, studentId: deepa.studentId },
        movedOutOn: today(),
        endReason: 'Student deleted',
      }),
    ]);
    const [room] = await selectRows<{ occupancy: number }>(
      office.app.db,
      sql`select occupancy from rooms where id = ${deepa.room}`,
    );
    expect(room?.occupancy).toBe(0);

    const complaints = await admin<{ data: Complaint[] }>('GET', '/complaints?limit=100');
    expect(complaints.body.data.map((c) => c._id)).not.toContain(complaint._id);
    expect((await admin('GET', `/complaints/${complaint._id}`)).status).toBe(404);
  });

  it('erases their contact details: bell, e-mail, reset links and the audit trail’s', async () => {
    const esha = await housedWithDeposit();
    await office.pay(esha.id, 1_000_00);
    await appliedLeave(office.app, esha.token, { contactPhone: '9123456780' });
    const profile = await callApi(office.app, esha.token, 'PUT', '/student/profile', {
      name: esha.name,
      phone: '9988776655',
    });
    expect(profile.status).toBe(200);
    const [kept] = await queueMessages(office.app.db, 1, 'someone.else@college.edu');
    await queueMessages(office.app.db, 2, esha.email);
    await office.app.db.execute(sql`insert into password_resets
        (token_hash, account_role, account_id, expires_at)
      values ('hash-of-a-link', 'student', ${esha.id}, now() + interval '30 minutes')`);
    await office.app.db.execute(sql`insert into audit_entries
        (actor_role, actor_name, action, entity_type, entity_id, entity_label, after)
      values ('admin', 'Asha Menon', 'email.retry', 'email', gen_random_uuid(),
        ${`“Your payment” to ${esha.email}`}, '{"status":"pending"}')`);
    const bell = sql`select id from notifications where recipient_id = ${esha.id}`;
    expect((await selectRows(office.app.db, bell)).length).toBeGreaterThan(0);

    expect((await remove(esha.id)).status).toBe(200);

    expect(await selectRows(office.app.db, bell)).toEqual([]);
    const outbox = await selectRows<{ id: number }>(
      office.app.db,
      sql`select id::float8 as id from email_outbox order by id`,
    );
    expect(outbox).toEqual([{ id: kept }]);
    const resets = sql`select id from password_resets where account_id = ${esha.id}`;
    expect(await selectRows(office.app.db, resets)).toEqual([]);
    // No entry of the audit trail holds their address or a phone number of theirs any more; the
    // entries themselves stay, under their name and student ID.
    const entries = await selectRows<{ action: string; label: string; text: string }>(
      office.app.db,
      sql`select action, entity_label as label,
            coalesce(before::text, '') || coalesce(after::text, '') || entity_label as text
          from audit_entries order by id`,
    );
    for (const secret of [esha.email, esha.phone, '9988776655', '9123456780']) {
      expect(entries.filter((entry) => entry.text.includes(secret))).toEqual([]);
    }
    const theirs = entries.filter((entry) => entry.label === `${esha.name} (${esha.studentId})`);
    expect(theirs.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['student.register', 'student.profile', 'student.delete']),
    );
    expect(entries.map((entry) => entry.label)).toContain('“Your payment” to a deleted student');

    // Erasing is all the trail allows: the same setting lets nothing else change.
    const rewrite = office.app.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('hms.forgetting', ${esha.email}, true)`);
      await tx.execute(sql`update audit_entries set action = 'student.rewritten'`);
    });
    await expect(rewrite).rejects.toMatchObject({ cause: { code: 'HMS05' } });
  });

  it('keeps their ledger under their name whatever deletes the row, and refuses entries without one', async () => {
    const farah = await housedWithDeposit();
    await office.app.db.execute(sql`delete from students where id = ${farah.id}`);
    const [account] = await selectRows<{ student_name: string; student_number: string }>(
      office.app.db,
      sql`select student_name, student_number from ledger_accounts
          where student_id = ${farah.id} and deleted_at is not null`,
    );
    expect(account).toEqual({ student_name: farah.name, student_number: farah.studentId });

    // A student without an account, deleted before an entry reached them: the entry is refused.
    const gone = (await registerStudent(office.app)).user._id;
    await office.app.db.execute(sql`delete from students where id = ${gone}`);
    await expect(
      office.app.db.execute(sql`insert into ledger_entries
          (student_id, kind, entry_on, amount, description, entered_by_name)
        values (${gone}, 'Fine', current_date, 100, 'Late', 'Asha Menon')`),
    ).rejects.toMatchObject({ cause: { code: 'HMS09' } });
  });
});
