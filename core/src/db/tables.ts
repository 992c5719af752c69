import type { Generated } from 'kysely';

/**
 * Core's tables as queries see them (camelCase, through CamelCasePlugin). A plugin's database is
 * `Kysely<CoreTables & ItsTables>`; the conventions (text ids and ISO timestamps, 0/1 booleans,
 * JSON as text) are core/README.md's "Data conventions".
 */
export interface CoreTables {
  organizations: {
    id: string;
    name: string;
    plan: Generated<string>;
    trialEndsAt: string | null;
    isPlatform: Generated<number>;
    isDemo: Generated<number>;
    createdAt: string;
  };
  users: {
    id: string;
    email: string;
    passwordHash: string | null;
    firstName: string | null;
    lastName: string | null;
    profileImageUrl: string | null;
    isSuperAdmin: Generated<number>;
    oidcSubject: string | null;
    createdAt: string;
    updatedAt: string;
  };
  memberships: { orgId: string; userId: string; role: string; createdAt: string };
  sessions: {
    id: string;
    secretHash: string;
    userId: string;
    orgId: string;
    createdAt: string;
    lastVerifiedAt: string;
    absoluteExpiresAt: string;
    elevatedAt: string | null;
    /** The last use of the elevation: it lapses after a short idle window. */
    elevationUsedAt: string | null;
  };
  passwordResetTokens: {
    id: string;
    tokenHash: string;
    userId: string;
    email: string;
    createdAt: string;
    expiresAt: string;
    usedAt: string | null;
  };
  rateLimitHits: { id: string; bucket: string; key: string; createdAt: string };
  jobs: {
    id: string;
    /** Null for hub-wide jobs (schedules); a tenant's job carries its organisation. */
    orgId: string | null;
    type: string;
    payload: string;
    status: string;
    attempts: Generated<number>;
    maxAttempts: Generated<number>;
    runAt: string;
    lockedBy: string | null;
    lockedUntil: string | null;
    progress: string | null;
    checkpoint: string | null;
    result: string | null;
    error: string | null;
    uniqueKey: string | null;
    createdAt: string;
    updatedAt: string;
    finishedAt: string | null;
  };
  outbox: {
    id: string;
    orgId: string | null;
    toAddress: string;
    subject: string;
    text: string;
    html: string | null;
    template: string | null;
    /** JSON `MailAttachment[]`, or null. */
    attachments: string | null;
    status: string;
    error: string | null;
    createdAt: string;
  };
  hubSecrets: { name: string; value: string; createdAt: string };
}

/**
 * Declares a plugin's tables for `definePlugin({ tables: tablesOf<NotesTables>() })`: a type carrier
 * (nothing at runtime) from which the plugin's `hub.db` gets its type.
 */
export interface Tables<DB> {
  readonly __tables?: DB;
}

export const tablesOf = <DB>(): Tables<DB> => ({});
