/** A unique-index violation on either dialect (SQLite's constraint code, PostgreSQL's 23505). */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: string })?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
