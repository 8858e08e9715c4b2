import type { Executor } from '../../core/db/database';
import { guardiansOfMany } from './guardian-lines-repository';

export type GuardianLine = { name: string; relation: string; phone: string };

/**
 * Each student's guardians as a list prints them (the gate's muster list): name, relation and
 * phone, by student. The caller has already limited the students to its scope.
 */
export async function guardianLines(
  db: Executor,
  studentIds: readonly string[],
): Promise<Map<string, GuardianLine[]>> {
  const lines = new Map<string, GuardianLine[]>();
  if (studentIds.length === 0) return lines;
  for (const { studentId, ...line } of await guardiansOfMany(db, studentIds)) {
    lines.set(studentId, [...(lines.get(studentId) ?? []), line]);
  }
  return lines;
}
