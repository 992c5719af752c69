// Names for generated contacts, accented ones included, shared by the CRM benches.
export const FIRST_NAMES = [
  'José',
  'Zoë',
  'Renée',
  'Björn',
  'Chloé',
  'Ada',
  'Grace',
  'Mateo',
  'Priya',
  'Noah',
  'Siobhán',
  'Łukasz',
];
export const LAST_NAMES = [
  'García',
  'Müller',
  'Nguyen',
  'Okafor',
  'Dubois',
  'Lovelace',
  'Hopper',
  'Núñez',
  'Patel',
  'Ångström',
];
