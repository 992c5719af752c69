import type { Dialect } from '@ecohub/core';
import { sql } from 'kysely';
import type { CrmDb } from '../hub.ts';
import { boxAround, chordOf, unitPoint } from './distance.ts';

/** A contact inside the search's box, before its exact distance is known (camelCase: CamelCasePlugin). */
export interface Candidate {
  id: string;
  firstName: string;
  lastName: string;
  company: string;
  email: string;
  tags: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number;
  longitude: number;
  geoPrecision: string | null;
}

const COLUMNS = sql.raw(`c.id, c.first_name, c.last_name, c.company, c.email, c.tags, c.street, c.city,
  c.state, c.zip, c.latitude, c.longitude, c.geo_precision`);

// The expression of the migration's GiST index, letter for letter (or the planner cannot use it).
const POINT = sql.raw(`public.cube(array[cos(radians(latitude)) * cos(radians(longitude)),
  cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))])`);

/** The spatial index a database has: the R*Tree, the cube GiST, or the latitude/longitude B-tree. */
export type SpatialIndex = 'rtree' | 'cube' | 'box';

/**
 * The contacts whose coordinates fall in the box around a point (a superset of the circle) from a
 * spatial index, never a scan: SQLite's R*Tree; PostgreSQL's GiST on the unit-sphere point as a
 * cube (the box is the ball of the chord, enlarged) or, without `cube`, a B-tree on
 * (org_id, latitude, longitude).
 */
export function candidatesQuery(index: SpatialIndex, orgId: string, lat: number, lon: number, miles: number) {
  const b = boxAround(lat, lon, miles);
  if (index === 'rtree')
    // CROSS JOIN: SQLite keeps this order, the R*Tree first (not the org's contacts, each tested).
    return sql<Candidate>`select ${COLUMNS} from crm_contacts_geo as g
      cross join crm_contacts as c on c.rowid = g.id
      where g.max_lat >= ${b.minLat} and g.min_lat <= ${b.maxLat}
        and g.max_lon >= ${b.minLon} and g.min_lon <= ${b.maxLon}
        and c.org_id = ${orgId}`;
  if (index === 'cube') {
    const [x, y, z] = unitPoint(lat, lon);
    // A little slack over the chord: float rounding never loses a point on the circle.
    const r = chordOf(miles) * 1.000001 + 1e-9;
    return sql<Candidate>`select ${COLUMNS} from crm_contacts as c
      where c.org_id = ${orgId} and latitude is not null and longitude is not null
        and public.cube_enlarge(public.cube(array[${x}::float8, ${y}::float8, ${z}::float8]), ${r}::float8, 3)
          operator(public.@>) ${POINT}`;
  }
  return sql<Candidate>`select ${COLUMNS} from crm_contacts as c
    where c.org_id = ${orgId} and c.latitude between ${b.minLat} and ${b.maxLat}
      and c.longitude between ${b.minLon} and ${b.maxLon}`;
}

/** Which spatial index this database has (asked once). */
export function spatialIndexOf(db: CrmDb, dialect: Dialect): () => Promise<SpatialIndex> {
  let index: Promise<SpatialIndex> | null = null;
  return () => {
    if (dialect === 'sqlite') return Promise.resolve('rtree');
    index ??= sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where schemaname = current_schema() and indexname = 'crm_contacts_geo_cube_idx'`
      .execute(db)
      .then((r) => (r.rows[0]?.n === 1 ? 'cube' : 'box'));
    return index;
  };
}

export function nearbyCandidates(db: CrmDb, dialect: Dialect) {
  const indexOf = spatialIndexOf(db, dialect);
  return async (orgId: string, lat: number, lon: number, miles: number): Promise<Candidate[]> =>
    (await candidatesQuery(await indexOf(), orgId, lat, lon, miles).execute(db)).rows;
}
