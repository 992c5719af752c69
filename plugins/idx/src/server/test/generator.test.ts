import { describe, expect, it } from 'vitest';
import zipcodes from 'zipcodes';
import { generateListing, generateListings } from '../listings/generator.ts';

describe('the local listing feed', () => {
  it('is deterministic and places every listing on a real ZIP centroid of its state', () => {
    expect(generateListings('TX', 30)).toEqual(generateListings('TX', 30));
    expect(generateListing('CA', 7)).toEqual(generateListings('CA', 8)[7]);
    for (const p of generateListings('CA', 50)) {
      const zip = zipcodes.lookup(p.PostalCode ?? '');
      expect(zip?.state).toBe('CA');
      expect([p.Latitude, p.Longitude, p.City]).toEqual([zip?.latitude, zip?.longitude, zip?.city]);
      expect(p.ListPrice).toBeGreaterThan(0);
      expect(p.Media).toHaveLength(3);
    }
    const keys = new Set(generateListings('TX', 200).map((p) => p.ListingKey));
    expect(keys.size).toBe(200);
  });
});
