import type { Dialect } from '@ecohub/core';
import { sql } from 'kysely';
import type { CrmDb } from '../hub.ts';
import { boxAround, chordOf, unitPoint } from './distance.ts';

/** A contact inside the search's box, before its exact distance is known. */
export interface Candidate {
  id: string;
  first_name: string;
  last_name: string;
  company: string;
  email: string;
  tags: string;
  street: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  latitude: number;
  longitude: number;
  geo_precision: string | null;
}

const COLUMNS = sql.raw(`c.id, c.first_name, c.last_name, c.company, c.email, c.tags, c.street, c.city,
  c.state, c.zip, c.latitude, c.longitude, c.geo_precision`);

// The expression of the migration's GiST index, letter for letter (or the planner cannot use it).
const POINT = sql.raw(`public.cube(array[cos(radians(latitude)) * cos(radians(longitude)),
  cos(radians(latitude)) * sin(radians(longitude)), sin(radians(latitude))])`);

/**
 * The contacts whose coordinates fall in the box around a point (a superset of the circle) from a
 * spatial index, never a scan: SQLite's R*Tree; PostgreSQL's GiST on the unit-sphere point as a
 * cube (the box is the ball of the chord, enlarged) or, without `cube`, a B-tree on
 * (org_id, latitude, longitude).
 */
export function nearbyCandidates(db: CrmDb, dialect: Dialect) {
  let hasCube: Promise<boolean> | null = null;
  const cubeIndexed = () => {
    hasCube ??= sql<{ n: number }>`select count(*)::int as n from pg_indexes
      where schemaname = current_schema() and indexname = 'crm_contacts_geo_cube_idx'`
      .execute(db)
      .then((r) => r.rows[0]?.n === 1);
    return hasCube;
  };

  return async (orgId: string, lat: number, lon: number, miles: number): Promise<Candidate[]> => {
    const b = boxAround(lat, lon, miles);
    if (dialect === 'sqlite') {
      return (
        await sql<Candidate>`select ${COLUMNS} from crm_contacts_geo as g
          join crm_contacts as c on c.rowid = g.id
          where g.max_lat >= ${b.minLat} and g.min_lat <= ${b.maxLat}
            and g.max_lon >= ${b.minLon} and g.min_lon <= ${b.maxLon}
            and c.org_id = ${orgId}`.execute(db)
      ).rows;
    }
    if (await cubeIndexed()) {
      const [x, y, z] = unitPoint(lat, lon);
      // A little slack over the chord: float rounding never loses a point on the circle.
      const r = chordOf(miles) * 1.000001 + 1e-9;
      return (
        await sql<Candidate>`select ${COLUMNS} from crm_contacts as c
          where c.org_id = ${orgId} and latitude is not null and longitude is not null
            and public.cube_enlarge(public.cube(array[${x}::float8, ${y}::float8, ${z}::float8]), ${r}::float8, 3)
              operator(public.@>) ${POINT}`.execute(db)
      ).rows;
    }
    return (
      await sql<Candidate>`select ${COLUMNS} from crm_contacts as c
        where c.org_id = ${orgId} and c.latitude between ${b.minLat} and ${b.maxLat}
          and c.longitude between ${b.minLon} and ${b.maxLon}`.execute(db)
    ).rows;
  };
}
