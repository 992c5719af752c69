/** Mean Earth radius in miles. */
export const EARTH_MILES = 3958.7613;

const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in miles (haversine). */
export function milesBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/**
 * The latitude/longitude box that holds every point within `miles` (a little larger: the exact
 * distance filters afterwards). Near a pole the box spans every longitude.
 */
export function boxAround(lat: number, lon: number, miles: number) {
  const dLat = (miles / EARTH_MILES) * (180 / Math.PI);
  const cos = Math.cos(rad(lat));
  const dLon = cos < 1e-6 ? 180 : Math.min(180, dLat / cos);
  return {
    minLat: Math.max(-90, lat - dLat),
    maxLat: Math.min(90, lat + dLat),
    minLon: Math.max(-180, lon - dLon),
    maxLon: Math.min(180, lon + dLon),
  };
}

/** A point on the unit sphere (x, y, z), as the PostgreSQL cube index stores it. */
export function unitPoint(lat: number, lon: number): [number, number, number] {
  return [
    Math.cos(rad(lat)) * Math.cos(rad(lon)),
    Math.cos(rad(lat)) * Math.sin(rad(lon)),
    Math.sin(rad(lat)),
  ];
}

/** The straight-line (chord) distance on the unit sphere of an arc of `miles`. */
export const chordOf = (miles: number) => 2 * Math.sin(Math.min(Math.PI, miles / EARTH_MILES) / 2);
