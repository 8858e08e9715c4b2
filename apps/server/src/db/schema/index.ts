// The one place drizzle-kit and the database client read the whole schema from.
export * from './enums';
export * from './admins';
export * from './wardens';
export * from './hostels';
export * from './rooms';
export * from './students';
export * from './complaints';
export * from './comments';
export * from './removed-records';
export * from './audit-entries';
export * from './service-targets';
export * from './residencies';
export * from './room-requests';
export * from './ledger';
export * from './notices';
export * from './notifications';
export * from './leaves';
