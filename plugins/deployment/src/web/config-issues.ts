/** A field issue as the server answers it in a 400 (`{path: 'triggers.0.forward_to.1', message}`). */
export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * The server's issues by field: `at(prefix)` gives the messages of that field and of anything inside
 * it (`triggers.0.forward_to` also takes `triggers.0.forward_to.1`); `rest(shown)` the ones no field
 * showed (shown at the top of the card instead, so none is lost).
 */
export function issuesByField(issues: FieldIssue[]) {
  const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}.`);
  return {
    at: (prefix: string): string[] => issues.filter((i) => within(i.path, prefix)).map((i) => i.message),
    rest: (shown: string[]): FieldIssue[] => issues.filter((i) => !shown.some((p) => within(i.path, p))),
  };
}

export type IssuesByField = ReturnType<typeof issuesByField>;
