import { randomUUID } from 'node:crypto';
import type { GatePass, GateScanResult, InsideNow, MovementList } from '@hms/shared/gate';
import { and, eq, like } from 'drizzle-orm';
import { gateMovements, notifications } from '../core/db/schema';
import { callApi } from './call-api';
import { registerStudent } from './factories';
import { arrangeLeaveHostels } from './leave-factories';
import { createGuard } from './staff-factories';
import type { TestApp } from './test-app';

export type ScanOverrides = {
  direction?: 'out' | 'in';
  rollNumber?: string;
  code?: string;
  scannedAt?: Date;
  clientKey?: string;
  gate?: string;
};

/** A scan as a guard's phone sends it: its own key, made now, at the main gate. */
export function buildScan(overrides: ScanOverrides = {}) {
  const { scannedAt = new Date(), ...rest } = overrides;
  return {
    clientKey: randomUUID(),
    direction: 'out' as const,
    gate: 'Main gate',
    ...rest,
    scannedAt: scannedAt.toISOString(),
  };
}

/**
 * The leave hostels (arrangeLeaveHostels) with a guard at each, and the gate's calls: a scan,
 * a student's pass, the muster list and the movements, each answer's status and JSON.
 */
export async function arrangeGateHostels(app: TestApp) {
  const hostels = await arrangeLeaveHostels(app);
  const guard = await createGuard(app, hostels.admin.token, [hostels.hostel], {
    name: 'Raju Guard',
  });
  const otherGuard = await createGuard(app, hostels.admin.token, [hostels.otherHostel]);
  const call = <T>(token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    callApi<T>(app, token, method, url, payload);
  return {
    ...hostels,
    guard,
    otherGuard,
    addGuard: () => createGuard(app, hostels.admin.token, [hostels.hostel]),
    /** A student with no room. */
    unhoused: () => registerStudent(app, { gender: 'Female' }),
    scan: (token: string, overrides: ScanOverrides = {}) =>
      call<{ data: GateScanResult; message?: string }>(
        token,
        'POST',
        '/gate/scans',
        buildScan(overrides),
      ),
    pass: (token: string) =>
      call<{ data: GatePass; message?: string }>(token, 'GET', '/student/gate-pass'),
    inside: (token: string, hostel = hostels.hostel) =>
      call<{ data: InsideNow }>(token, 'GET', `/gate/inside?hostel=${hostel}`),
    movements: (token: string, query = '') =>
      call<MovementList>(token, 'GET', `/gate/movements?${query}`),
    setCurfew: (curfew: string, hostel = hostels.hostel) =>
      call<{ data: unknown }>(hostels.admin.token, 'PUT', `/gate/curfews/${hostel}`, {
        curfew,
        guardianApprovesLeave: false,
      }),
    /** The student's movements as recorded, oldest first. */
    recorded: (student: string) =>
      app.db
        .select()
        .from(gateMovements)
        .where(eq(gateMovements.studentId, student))
        .orderBy(gateMovements.scannedAt, gateMovements.id),
    /** The recipient's bell lines of late returns by the student of that name. */
    lateBell: (recipient: string, studentName: string) =>
      app.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.recipientId, recipient),
            eq(notifications.kind, 'gate.late'),
            like(notifications.title, `${studentName} (%`),
          ),
        ),
  };
}
