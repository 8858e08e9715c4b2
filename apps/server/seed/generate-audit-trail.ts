import { count, sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { auditEntries } from '../src/core/db/schema';

/**
 * Writes the audit trail and answers how many entries it now holds. The audit trail the seeded campus would have left had it been made through the product: one
 * entry per change (docs/decisions/040), in the order the changes happened, so that newest first
 * by id is newest first by time. The office created each hostel, room and student and assigned
 * the beds; each student submitted their complaints; each comment is its author's; each status
 * a complaint passed through is a change of its own (In Progress, Resolved, Closed). At campus
 * scale that is about 1,100,000 entries. The records hold the fields an office reads, as the API
 * names them, and the label each entry keeps (core/audit/entry-label.ts).
 */
export async function generateAuditTrail(
  db: Database,
  office: { id: string; name: string },
): Promise<number> {
  const admin = sql`${office.id}::uuid, 'admin', ${office.name}`;
  await db.execute(sql`
    insert into audit_entries (at, actor_id, actor_role, actor_name, action, entity_type,
      entity_id, entity_label, before, after)
    select at, actor_id, actor_role, actor_name, action, entity_type, entity_id, label, before, after
    from (
      select a.created_at as at, a.id as actor_id, 'admin' as actor_role, a.name as actor_name,
        'admin.register' as action, 'admin' as entity_type, a.id as entity_id, a.name as label,
        null::jsonb as before,
        jsonb_build_object('_id', a.id, 'name', a.name, 'email', a.email, 'role', 'admin') as after
      from admins a where a.id = ${office.id}::uuid

      union all
      select h.created_at, ${admin}, 'hostel.create', 'hostel', h.id, h.name, null,
        jsonb_build_object('_id', h.id, 'name', h.name, 'type', h.type,
          'totalRooms', h.total_rooms, 'totalCapacity', h.total_capacity,
          'fees', jsonb_build_object('monthly', h.fees_monthly, 'security', h.fees_security),
          'address', h.address, 'amenities', to_jsonb(h.amenities),
          'warden', jsonb_build_object('name', h.warden_name, 'phone', h.warden_phone,
            'email', h.warden_email))
      from hostels h

      union all
      select r.created_at, ${admin}, 'room.create', 'room', r.id,
        'Room ' || r.room_number || ', ' || h.name, null,
        jsonb_build_object('_id', r.id, 'roomNumber', r.room_number,
          'hostel', jsonb_build_object('_id', h.id, 'name', h.name, 'type', h.type),
          'type', r.type, 'capacity', r.capacity, 'floor', r.floor,
          'monthlyRent', r.monthly_rent, 'isAC', r.is_ac, 'amenities', to_jsonb(r.amenities))
      from rooms r join hostels h on h.id = r.hostel_id

      union all
      select s.created_at, ${admin}, 'student.create', 'student', s.id,
        s.name || ' (' || s.student_id || ')', null,
        jsonb_build_object('_id', s.id, 'studentId', s.student_id, 'name', s.name,
          'email', s.email, 'phone', s.phone, 'course', s.course, 'year', s.year,
          'gender', s.gender)
      from students s

      union all
      select s.created_at + interval '1 hour', ${admin}, 'student.assign', 'student', s.id,
        s.name || ' (' || s.student_id || ')',
        jsonb_build_object('name', s.name, 'studentId', s.student_id, 'hostel', null, 'room', null),
        jsonb_build_object('name', s.name, 'studentId', s.student_id,
          'hostel', jsonb_build_object('_id', h.id, 'name', h.name, 'type', h.type),
          'room', jsonb_build_object('_id', r.id, 'roomNumber', r.room_number))
      from students s join rooms r on r.id = s.room_id join hostels h on h.id = r.hostel_id

      union all
      select c.created_at, s.id, 'student', s.name, 'complaint.create', 'complaint', c.id,
        c.subject, null,
        jsonb_build_object('_id', c.id, 'subject', c.subject, 'description', c.description,
          'status', 'Open', 'priority', c.priority, 'category', c.category,
          'student', jsonb_build_object('_id', s.id, 'name', s.name, 'studentId', s.student_id))
      from complaints c join students s on s.id = c.student_id

      union all
      select m.created_at, m.author_id,
        case m.author_model when 'Admin' then 'admin' else 'student' end, m.author_name,
        'complaint.comment', 'complaint', c.id, c.subject, null,
        jsonb_build_object('comment', jsonb_build_object('_id', m.id, 'message', m.message,
          'authorName', m.author_name, 'createdAt', m.created_at))
      from comments m join complaints c on c.id = m.complaint_id

      union all
      select step.at, ${admin}, 'complaint.status', 'complaint', c.id, c.subject,
        jsonb_build_object('status', step.was), jsonb_build_object('status', step.now)
      from complaints c
      cross join lateral (values
        (c.in_progress_at, 'Open', 'In Progress'),
        (c.resolved_at, case when c.in_progress_at is null then 'Open' else 'In Progress' end,
          'Resolved'),
        (case when c.status = 'Closed' then least(c.resolved_at + interval '1 hour', now()) end,
          'Resolved', 'Closed')
      ) as step(at, was, now)
      where step.at is not null
    ) changes
    order by at`);
  const [row] = await db.select({ n: count() }).from(auditEntries);
  return row?.n ?? 0;
}
