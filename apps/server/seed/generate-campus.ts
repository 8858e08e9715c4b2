import { COMPLAINT_CATEGORIES } from '@hms/shared/enums';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/core/db/database';
import { totals, type CampusSize } from './campus-size';
import { generateAuditTrail } from './generate-audit-trail';
import { generateGateYear } from './generate-gate-year';
import { generateGuardians } from './generate-guardians';
import { generateMess } from './generate-mess';
import { adminReplies, complaintTexts, resolutions, studentReplies } from './complaint-texts';
import { courses, femaleFirstNames, maleFirstNames, riverNames, surnames } from './indian-names';
import { progressBar } from './progress';
import { pick, textArray } from './sql-arrays';

/** Students are numbered 1..n inside their student ID ('2025000042'), which the steps join on. */
const STUDENT_ID_PREFIX = '2025';

const complaintRows = COMPLAINT_CATEGORIES.flatMap((category) =>
  complaintTexts[category].map(([subject, description]) => ({ category, subject, description })),
);

export type CampusAccounts = {
  adminId: string;
  adminName: string;
  adminEmail: string;
  adminPasswordHash: string;
  studentPasswordHash: string;
};

/**
 * Fills an empty database with a campus of the given size in a few set-based statements
 * (INSERT ... SELECT over generate_series), in chunks so that the progress bar moves. Numbers
 * are spread by multiplying with primes rather than by random(), so two runs make the same
 * campus. Every write goes through the same constraints and triggers as the API's.
 */
export async function generateCampus(
  db: Database,
  size: CampusSize,
  accounts: CampusAccounts,
  /** A year at the gates as well (generate-gate-year.ts): campus scale and the benchmark's. */
  gateYear?: { guardPasswordHash: string },
): Promise<void> {
  const count = totals(size);

  await db.execute(sql`insert into admins (id, name, email, password_hash)
    values (${accounts.adminId}, ${accounts.adminName}, ${accounts.adminEmail}, ${accounts.adminPasswordHash})`);

  let bar = progressBar('hostels', count.hostels);
  const rivers = textArray(riverNames);
  const wardens = textArray(
    femaleFirstNames.map((f, i) => `${f} ${surnames[i % surnames.length]}`),
  );
  await db.execute(sql`
    insert into hostels (name, type, total_rooms, total_capacity, fees_monthly, fees_security,
      address, amenities, warden_name, warden_phone, warden_email, created_at, updated_at)
    select
      ${pick(rivers, sql`i - 1`)} || ' Hostel'
        || case when i > cardinality(${rivers}) then ' ' || (i / cardinality(${rivers}) + 1)::text else '' end,
      (case when i % 2 = 1 then 'Boys' else 'Girls' end)::hostel_type,
      ${size.roomsPerHostel}, ${size.roomsPerHostel * 4},
      3000 + (i * 733 % 40) * 100,
      10000 + (i * 379 % 10) * 1000,
      'Block ' || i || ', ' || (array['North', 'South', 'East', 'West'])[i % 4 + 1] || ' Campus',
      case i % 3 when 0 then array['WiFi', 'Mess', 'Laundry', 'Gym']
        when 1 then array['WiFi', 'Mess', 'Study hall']
        else array['WiFi', 'Mess', 'Laundry', 'Common room', 'Hot water'] end,
      ${pick(wardens, sql`i * 7`)},
      (9800000000 + i)::text,
      'warden' || i || '@college.edu',
      now() - make_interval(days => 20 + (i * 53 % 700)),
      now()
    from generate_series(1, ${size.hostels}::int) i`);
  bar.done();

  bar = progressBar('rooms', count.rooms);
  const hostelChunk = Math.max(1, Math.ceil(size.hostels / 10));
  for (let first = 1; first <= size.hostels; first += hostelChunk) {
    const last = Math.min(first + hostelChunk - 1, size.hostels);
    await db.execute(sql`
      with numbered as (
        select id, created_at, row_number() over (order by created_at desc, id) as n from hostels
      )
      insert into rooms (hostel_id, room_number, type, floor, monthly_rent, is_ac, amenities,
        created_at, updated_at)
      select h.id,
        ((r - 1) / 25 + 1)::text || lpad(((r - 1) % 25 + 1)::text, 2, '0'),
        (array['Single', 'Double', 'Triple', 'Quadruple'])[r % 4 + 1]::room_type,
        (r - 1) / 25 + 1,
        (array[6000, 4500, 3500, 3000])[r % 4 + 1] + (case when r % 3 = 0 then 1500 else 0 end),
        r % 3 = 0,
        case r % 3 when 0 then array['Study table', 'Wardrobe']
          when 1 then array['Study table', 'Wardrobe', 'Balcony'] else array['Study table'] end,
        h.created_at + make_interval(days => r % 15),
        now()
      from numbered h cross join generate_series(1, ${size.roomsPerHostel}::int) r
      where h.n between ${first}::int and ${last}::int`);
    bar.update(last * size.roomsPerHostel);
  }
  bar.done();
  // Declared with room for four in every room while its rooms are laid out; then with what they hold.
  await db.execute(sql`
    update hostels h set total_capacity = greatest(1, coalesce(
      (select sum(capacity) from rooms r where r.hostel_id = h.id), 1))`);

  bar = progressBar('students', count.students);
  const studentChunk = Math.max(1, Math.ceil(size.students / 20));
  const maleNames = textArray(maleFirstNames);
  const femaleNames = textArray(femaleFirstNames);
  const familyNames = textArray(surnames);
  const courseNames = textArray(courses);
  for (let first = 1; first <= size.students; first += studentChunk) {
    const last = Math.min(first + studentChunk - 1, size.students);
    await db.execute(sql`
      insert into students (student_id, name, email, password_hash, phone, course, year, gender,
        admission_date, is_active, created_at, updated_at)
      select
        ${STUDENT_ID_PREFIX} || lpad(i::text, 6, '0'),
        given || ' ' || family,
        lower(given) || '.' || regexp_replace(lower(family), '[^a-z]', '', 'g') || i || '@college.edu',
        ${accounts.studentPasswordHash},
        (7000000000 + i)::text,
        ${pick(courseNames, sql`i * 7`)},
        i % 4 + 1,
        g::gender,
        joined, i % 50 <> 0, joined, now()
      from (
        select i,
          case when i % 40 = 0 then 'Other' when i % 2 = 0 then 'Female' else 'Male' end as g,
          case when i % 2 = 0 then ${pick(femaleNames, sql`i * 7`)} else ${pick(maleNames, sql`i * 7`)} end as given,
          ${pick(familyNames, sql`i * 13`)} as family,
          now() - make_interval(days => i * 97 % 1000, mins => i % 1440) as joined
        from generate_series(${first}::int, ${last}::int) i
      ) s`);
    bar.update(last);
  }
  bar.done();

  // Beds: nine in ten of each kind of hostel are taken, in student order, each by a stay that
  // began in the last four months (the residencies trigger puts the student in the bed). Boys hostels take Male
  // students, Girls hostels Female ones, and Other are placed in either
  // (docs/product-rules.md#hostel-gender).
  await db.execute(sql`
    with beds as (
      select r.id as room_id, b as bed, h.type::text as kind, r.room_number, h.name as hostel_name,
        row_number() over (partition by h.type order by h.created_at, r.room_number, b) as n,
        count(*) over (partition by h.type) as total
      from rooms r join hostels h on h.id = r.hostel_id
      cross join generate_series(1, r.capacity) b
    ),
    takers as (
      select id, name, student_id, kind,
        row_number() over (partition by kind order by student_id) as n
      from (
        select id, name, student_id,
          case gender when 'Male' then 'Boys' when 'Female' then 'Girls'
            else (case when substr(student_id, 5)::int % 80 = 0 then 'Boys' else 'Girls' end) end as kind
        from students where is_active
      ) s
    )
    insert into residencies (student_id, room_id, bed, moved_in_on,
      student_name, student_number, room_number, hostel_name)
    select takers.id, beds.room_id, beds.bed, current_date - (takers.n % 120)::int,
      takers.name, takers.student_id, beds.room_number, beds.hostel_name
    from takers join beds on beds.kind = takers.kind and beds.n = takers.n
    where beds.n <= beds.total * 9 / 10`);

  // Room requests from one student in twenty: a fifth still waiting, the rest decided.
  await db.execute(sql`
    insert into room_requests (student_id, is_change, preferred_hostel_id, preferred_room_type,
      reason, status, decision_note, decided_by, decided_at, created_at)
    select s.id, s.room_id is not null,
      case when n % 3 = 0 then r.hostel_id end,
      case when n % 4 = 0 then 'Double'::room_type end,
      'A quieter floor, nearer the library',
      (array['Pending', 'Approved', 'Rejected', 'Withdrawn', 'Approved'])[n % 5 + 1]::room_request_status,
      case when n % 5 = 2 then 'No room of that kind is free this term' end,
      case when n % 5 in (1, 2, 4) then 'Hostel office' end,
      case when n % 5 <> 0 then now() - make_interval(days => (n % 90)::int) end,
      now() - make_interval(days => (n % 90)::int + 1)
    from (select id, room_id, row_number() over (order by student_id) as n from students) s
    left join rooms r on r.id = s.room_id
    where s.n % 20 = 0`);

  bar = progressBar('complaints', count.complaints);
  const categories = textArray(complaintRows.map((r) => r.category));
  const subjects = textArray(complaintRows.map((r) => r.subject));
  const descriptions = textArray(complaintRows.map((r) => r.description));
  const resolutionTexts = textArray(resolutions);
  const complaintChunk = Math.max(1, Math.ceil(count.complaints / 20));
  for (let first = 1; first <= count.complaints; first += complaintChunk) {
    const last = Math.min(first + complaintChunk - 1, count.complaints);
    // Statuses by i mod 20: a quarter Open, a fifth In Progress, the rest Resolved or Closed.
    await db.execute(sql`
      insert into complaints (student_id, subject, description, status, priority, category,
        resolution, resolved_at, in_progress_at, created_at, updated_at, due_at,
        overdue_notified_at)
      select st.id, ${pick(subjects, sql`c.t`)}, ${pick(descriptions, sql`c.t`)},
        c.status::complaint_status,
        (array['Low', 'Medium', 'Medium', 'High', 'Critical'])[c.i * 31 % 5 + 1]::complaint_priority,
        ${pick(categories, sql`c.t`)}::complaint_category,
        case when c.status in ('Resolved', 'Closed') then ${pick(resolutionTexts, sql`c.i`)} end,
        case when c.status in ('Resolved', 'Closed') then least(c.created + interval '3 days', now()) end,
        case when c.status = 'In Progress' or (c.status in ('Resolved', 'Closed') and c.i % 2 = 0)
          then least(c.created + interval '1 day', now()) end,
        c.created, least(c.created + interval '3 days', now()), c.due,
        -- A complaint of the past that went overdue was announced then (overdue-watch.ts): left
        -- unannounced, the server's first minutes would rewrite every late complaint of the campus.
        case when c.due < now() then c.due end
      from (
        select i, i * 7 % ${complaintRows.length}::int as t,
          (i * 7919) % ${size.students}::int + 1 as student_no,
          case when i % 20 < 5 then 'Open' when i % 20 < 9 then 'In Progress'
            when i % 20 < 16 then 'Resolved' else 'Closed' end as status,
          now() - make_interval(days => i * 7907 % 400, mins => i % 1440) as created
        from generate_series(${first}::int, ${last}::int) i
      ) c0
      -- Held to the target in force, as a complaint submitted through the API is.
      cross join lateral (select c0.*, c0.created + make_interval(mins => (
          select minutes from service_targets t where t.priority =
            (array['Low', 'Medium', 'Medium', 'High', 'Critical'])[c0.i * 31 % 5 + 1]::complaint_priority
        )) as due) c
      join students st on st.student_id = ${STUDENT_ID_PREFIX} || lpad(c.student_no::text, 6, '0')`);
    bar.update(last);
  }
  bar.done();

  bar = progressBar('comments', count.comments);
  const adminTexts = textArray(adminReplies);
  const studentTexts = textArray(studentReplies);
  for (let first = 1; first <= size.students; first += studentChunk) {
    const last = Math.min(first + studentChunk - 1, size.students);
    // Comments alternate: the student writes first, the office answers, and so on.
    await db.execute(sql`
      insert into comments (complaint_id, author_id, author_model, author_name, message, created_at)
      select c.id,
        case when k % 2 = 1 then s.id else ${accounts.adminId}::uuid end,
        (case when k % 2 = 1 then 'Student' else 'Admin' end)::comment_author_model,
        case when k % 2 = 1 then s.name else ${accounts.adminName} end,
        case when k % 2 = 1 then ${pick(studentTexts, sql`k / 2`)} else ${pick(adminTexts, sql`k / 2`)} end,
        least(c.created_at + make_interval(hours => k * 5), now())
      from students s
      join complaints c on c.student_id = s.id
      cross join generate_series(1, ${size.commentsPerComplaint}::int) k
      where s.student_id between ${STUDENT_ID_PREFIX} || lpad(${first}::text, 6, '0')
        and ${STUDENT_ID_PREFIX} || lpad(${last}::text, 6, '0')`);
    bar.update(Math.round((last / size.students) * count.comments));
  }
  bar.done();

  const started = Date.now();
  const entries = await generateAuditTrail(db, { id: accounts.adminId, name: accounts.adminName });
  console.log(
    `audit trail  ${entries.toLocaleString('en-IN')} entries  ${((Date.now() - started) / 1000).toFixed(1)}s`,
  );
  if (gateYear) {
    const gateStarted = Date.now();
    const gate = await generateGateYear(db, gateYear);
    console.log(
      `gate year    ${gate.movements.toLocaleString('en-IN')} movements of ${gate.residents.toLocaleString('en-IN')} residents  ${((Date.now() - gateStarted) / 1000).toFixed(1)}s`,
    );
  }
  const guardiansStarted = Date.now();
  const guardians = await generateGuardians(db);
  console.log(
    `guardians    ${guardians.contacts.toLocaleString('en-IN')} contacts  ${((Date.now() - guardiansStarted) / 1000).toFixed(1)}s`,
  );
  const mess = await generateMess(db);
  console.log(`mess         ${mess.plans.toLocaleString('en-IN')} plans, a week's menu a hostel`);
  // After a bulk load the planner has no statistics and the visibility map is empty, so until
  // autovacuum gets round to it, plans are guesses and counts read the table instead of an index.
  await db.execute(sql`vacuum analyze`);
}
