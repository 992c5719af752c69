export type TestDialect = 'sqlite' | 'postgres';

/** The dialects every database test runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const testDialects: TestDialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];
