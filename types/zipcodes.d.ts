// zipcodes 8.0.0 ships no types: the part the CRM's geocoder and the IDX listing generator use
// (a CommonJS module: its default export). One declaration for the repository's typecheck.
declare module 'zipcodes' {
  export interface ZipInfo {
    zip: string;
    latitude: number;
    longitude: number;
    city: string;
    state: string;
    country: string;
  }
  const zipcodes: {
    codes: Record<string, ZipInfo>;
    lookup(zip: string | number): ZipInfo | undefined;
    lookupByName(city: string, state: string): ZipInfo[];
    lookupByState(state: string): ZipInfo[];
  };
  export default zipcodes;
}
