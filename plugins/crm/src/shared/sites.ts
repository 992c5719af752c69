/**
 * The owner's three branded websites (spec 001 intro): the CRM tab's source filter offers "all" and
 * these names, and the demo seed registers them as sources.
 */
export const WEBSITES = [
  {
    name: 'Speaker Stage',
    description: 'Speaking and media platform: keynotes, podcast bookings and media kits',
    url: 'https://speakerstage.example',
    type: 'Mixed',
  },
  {
    name: 'Housing Voice',
    description: 'Housing advocacy platform: tenant resources, petitions and local campaigns',
    url: 'https://housingvoice.example',
    type: 'B2C',
  },
  {
    name: 'RealtyMind AI',
    description: 'AI real estate platform: property matching, valuations and agent tools',
    url: 'https://realtymind.example',
    type: 'B2B',
  },
] as const;

export const WEBSITE_NAMES = WEBSITES.map((w) => w.name);
