import type {
  KyselyPlugin,
  OperationNode,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * Counts this process's writes to a few tables of one database: a cache of rows read from them
 * remembers the count it read at, and a row read before a later write is never used again. Every
 * statement Kysely runs is seen (builders, raw `sql`, prepareQuery's statements); a statement that
 * names a watched table as its target — or any statement that is neither a query builder's
 * SELECT/INSERT/UPDATE/DELETE nor plain raw SQL elsewhere (schema changes…) — counts, once before it
 * runs and once after, so a read that overlaps the write is not kept either.
 *
 * Another hub process's writes arrive through hub.broadcast (`remoteWrite`, see AUTH_WRITES_CHANNEL).
 * What it cannot see: a CLI command's writes on the same database, and, on PostgreSQL, a concurrent
 * read that runs after the write but before its transaction commits. A cache using it bounds how
 * long it keeps a row for those (see SESSION_CACHE_MS).
 */
export class TableWrites implements KyselyPlugin {
  #count = 0;
  readonly #pending = new WeakSet<object>();
  readonly #listeners: Array<() => void> = [];
  readonly #tables: ReadonlySet<string>;
  readonly #named: RegExp;

  constructor(tables: readonly string[]) {
    this.#tables = new Set(tables);
    this.#named = new RegExp(`\\b(${tables.join('|')})\\b`, 'i');
  }

  /** Grows with every write to a watched table (it never shrinks). */
  get count(): number {
    return this.#count;
  }

  /** Counts a write made outside Kysely's plugins (prepareQuery's direct SQLite statements). */
  bump(): void {
    this.#count++;
    this.#written();
  }

  /** Counts a write another hub process announced (hub.broadcast); tells no listener. */
  remoteWrite(): void {
    this.#count++;
  }

  /** Called after each write of this process to a watched table (to tell the other processes). */
  onWrite(listener: () => void): () => void {
    this.#listeners.push(listener);
    return () => {
      const i = this.#listeners.indexOf(listener);
      if (i >= 0) this.#listeners.splice(i, 1);
    };
  }

  #written(): void {
    for (const l of this.#listeners) l();
  }

  /** Whether running `node` may change a watched table. */
  writes(node: RootOperationNode): boolean {
    switch (node.kind) {
      case 'SelectQueryNode':
        return false;
      case 'InsertQueryNode':
      case 'MergeQueryNode':
        return this.#names(node.into);
      case 'UpdateQueryNode':
        return this.#names(node.table);
      case 'DeleteQueryNode':
        return node.from.froms.some((f) => this.#names(f));
      case 'RawNode': {
        const text = node.sqlFragments.join(' ');
        return !/^\s*select\b/i.test(text) && this.#named.test(text);
      }
      default:
        // Schema changes and anything else: counted, whatever they touch.
        return true;
    }
  }

  #names(node: OperationNode | undefined): boolean {
    if (!node) return false;
    if (node.kind === 'TableNode') {
      const t = node as unknown as { table: { identifier: { name: string } } };
      return this.#tables.has(t.table.identifier.name);
    }
    if (node.kind === 'AliasNode') return this.#names((node as unknown as { node: OperationNode }).node);
    // A join or other target: counted rather than looked into.
    return true;
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    if (this.writes(node)) {
      this.#count++;
      this.#pending.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.has(queryId)) {
      this.#pending.delete(queryId);
      this.#count++;
      this.#written();
    }
    return result;
  }
}

const registry = new WeakMap<object, TableWrites>();

/** The write counter `connect` installed on this database, if any. */
export const tableWritesOf = (db: object): TableWrites | undefined => registry.get(db);

export function registerTableWrites(db: object, writes: TableWrites): void {
  registry.set(db, writes);
}

/** hub.broadcast channel: a hub process wrote to AUTH_TABLES (other processes drop cached sessions). */
export const AUTH_WRITES_CHANNEL = 'core.auth-writes';

/** The tables a signed-in request's session and principal are read from (deletes cascade from the last two). */
export const AUTH_TABLES = ['sessions', 'memberships', 'users', 'organizations'] as const;
