/**
 * The one place tests learn which database to run against: the PostgreSQL server of
 * `TEST_DATABASE_URL`, else the embedded database. Kept apart from test-database.ts so that the
 * global setup, which runs outside the test workers, can read it too.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
