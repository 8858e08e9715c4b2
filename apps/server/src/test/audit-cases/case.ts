import type { registerAdmin, registerStudent } from '../factories';
import type { TestApp } from '../test-app';

/** What every case starts from: the office's administrator, a student and a girls' hostel. */
export type AuditSetup = {
  app: TestApp;
  /** Asha Menon, the first administrator. */
  office: Awaited<ReturnType<typeof registerAdmin>>;
  /** Kavya Reddy. */
  student: Awaited<ReturnType<typeof registerStudent>>;
  hostel: string;
};

export type Call = {
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
  token?: string;
};

/** A write route's call, and the audit entry it must write (audit-every-write.test.ts). */
export type Case = {
  route: string;
  /** Arranges what the call needs and names the call, and the record it changes. */
  arrange: (s: AuditSetup) => Promise<{ call: Call; entityId: string }>;
  action: string;
  actor: () => string;
  /** Entries the call writes: one per record it changes. */
  entries?: number;
};
