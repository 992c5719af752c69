declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  export function lookup(zip: string | number): ZipInfo | undefined;
  export function lookupByState(state: string): ZipInfo[];
  const zipcodes: { lookup: typeof lookup; lookupByState: typeof lookupByState };
  export default zipcodes;
}
