import type {
  DeleteQueryBuilder,
  DeleteResult,
  Insertable,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';

/** The tables of `DB` that belong to a tenant: those with an `orgId` column. */
export type OrgTable<DB> = {
  [K in keyof DB & string]: 'orgId' extends keyof DB[K] ? K : never;
}[keyof DB & string];

/** A row to insert into a tenant table; `orgId` is set by `forOrg`, never by the caller. */
export type OrgInsert<DB, T extends keyof DB> = Omit<Insertable<DB[T]>, 'orgId'>;

export interface OrgScope<DB> {
  readonly orgId: string;
  // biome-ignore lint/complexity/noBannedTypes: Kysely's own type for "nothing selected yet".
  selectFrom<T extends OrgTable<DB>>(table: T): SelectQueryBuilder<DB, T, {}>;
  updateTable<T extends OrgTable<DB>>(table: T): UpdateQueryBuilder<DB, T, T, UpdateResult>;
  deleteFrom<T extends OrgTable<DB>>(table: T): DeleteQueryBuilder<DB, T, DeleteResult>;
  insertInto<T extends OrgTable<DB>>(
    table: T,
    rows: OrgInsert<DB, T> | ReadonlyArray<OrgInsert<DB, T>>,
  ): InsertQueryBuilder<DB, T, InsertResult>;
}

/**
 * One organisation's view of the database: every select, update and delete it starts is already
 * filtered on `<table>.orgId`, every insert carries it. Only tenant tables (with an `orgId`
 * column) type-check, so a tenant query cannot forget the tenant; cross-tenant work (schedules,
 * super admin) uses `hub.db` on purpose.
 */
export function forOrg<DB>(db: Kysely<DB>, orgId: string): OrgScope<DB> {
  // The column is qualified so that joins added by the caller cannot make it ambiguous.
  const col = (table: string) => `${table}.orgId` as 'orgId';
  const anyDb = db as unknown as Kysely<any>;
  return {
    orgId,
    selectFrom: (table) => anyDb.selectFrom(table as string).where(col(table), '=', orgId) as never,
    updateTable: (table) => anyDb.updateTable(table as string).where(col(table), '=', orgId) as never,
    deleteFrom: (table) => anyDb.deleteFrom(table as string).where(col(table), '=', orgId) as never,
    insertInto: (table, rows) => {
      const list = (Array.isArray(rows) ? rows : [rows]) as object[];
      return anyDb.insertInto(table as string).values(list.map((r) => ({ ...r, orgId }))) as never;
    },
  };
}
