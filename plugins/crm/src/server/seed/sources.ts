import type { SourceInput } from '../../shared/index.ts';
import { WEBSITES } from '../../shared/index.ts';

/** Sibling apps feed contacts through the collection contract at <url>/api/ecohub/users. */
const collect = (url: string) => `${url}/api/ecohub/users`;

/** The demo organisation's sources: the three websites and the sibling apps. */
export const DEMO_SOURCES: SourceInput[] = [
  ...WEBSITES.map((w) => ({
    name: w.name,
    type: w.type,
    platform: 'website' as const,
    category: 'leads' as const,
    description: w.description,
    url: w.url,
    collectUrl: collect(w.url),
  })),
  {
    name: 'SoulScan',
    type: 'B2C',
    platform: 'replit',
    category: 'data',
    description: 'Personal insight assessments; every finished scan is a warm lead',
    url: 'https://soulscan.example',
    collectUrl: collect('https://soulscan.example'),
  },
  {
    name: 'GiveBackPro',
    type: 'B2B',
    platform: 'replit',
    category: 'business',
    description: 'Charity badges and giving reports for local businesses',
    url: 'https://givebackpro.example',
    collectUrl: collect('https://givebackpro.example'),
  },
  {
    name: 'REOSS Certification',
    type: 'B2B',
    platform: 'replit',
    category: 'certification',
    description: 'Real estate operating system certification for agents and brokerages',
    url: 'https://reoss.example',
    collectUrl: collect('https://reoss.example'),
  },
  {
    name: 'Local Biz Directory',
    type: 'Mixed',
    platform: 'replit',
    category: 'business',
    description: 'Directory of local businesses with reviews and lead forms',
    url: 'https://localbiz.example',
    collectUrl: collect('https://localbiz.example'),
  },
  {
    name: 'Keynote Deck Studio',
    type: 'B2B',
    platform: 'canva',
    category: 'presentation',
    description: 'Presentation templates; downloads ask for an email',
    url: 'https://keynotedecks.example',
    collectUrl: null,
  },
];
