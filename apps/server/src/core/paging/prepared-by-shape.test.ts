import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { preparedByShape } from './prepared-by-shape';

// Only the identity of the database matters here: the cache keys on it and passes it through.
const fakeDatabase = () => ({}) as Database;

describe('preparedByShape', () => {
  it('builds a shape once per database and hands back the same prepared query after that', () => {
    const built: string[] = [];
    const query = preparedByShape(
      'rooms_page',
      (_db, present: ReadonlySet<'hostel' | 'search'>, name) => {
        built.push(name);
        return { name, present: [...present] };
      },
    );
    const db = fakeDatabase();

    const first = query(db, ['hostel', 'search']);
    expect(query(db, ['hostel', 'search'])).toBe(first);
    expect(first).toEqual({ name: 'rooms_page_hostel_search', present: ['hostel', 'search'] });
    expect(query(db, [])).toEqual({ name: 'rooms_page', present: [] });
    expect(query(db, ['search']).name).toBe('rooms_page_search');
    expect(built).toEqual(['rooms_page_hostel_search', 'rooms_page', 'rooms_page_search']);
  });

  it('prepares anew for another database, whose statements are its own', () => {
    let builds = 0;
    const query = preparedByShape('student_dashboard', (db) => {
      builds += 1;
      return { db };
    });
    const one = fakeDatabase();
    const other = fakeDatabase();

    expect(query(one, []).db).toBe(one);
    expect(query(other, []).db).toBe(other);
    expect(query(one, []).db).toBe(one);
    expect(builds).toBe(2);
  });
});
