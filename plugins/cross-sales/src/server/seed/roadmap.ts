import type { RoadmapItemInput } from '../../shared/index.ts';

/**
 * The five items of spec 001 §9 (demo only): revenue targets 15,000 / 25,000 / 18,000 / 12,000 /
 * 20,000 (90,000), Week 1 to Week 4, 1 CRITICAL, 3 HIGH, 1 MEDIUM, 2 Easy. Apps by the demo's names.
 */
export const DEMO_ROADMAP: RoadmapItemInput[] = [
  {
    title: 'Brand Hub Pro → Creator Canvas media-kit upsell',
    sourceApp: 'Brand Hub Pro',
    targetApp: 'Creator Canvas',
    priority: 'CRITICAL',
    revenue: 15_000,
    timeline: 'Week 1',
    difficulty: 'Easy',
    description: 'Speakers updating their media kit are offered Creator Canvas for their visuals.',
    targetAudience: 'Speakers and coaches with an incomplete media kit',
    steps: [
      'Embed the cross-sell widget in the media kit editor sidebar',
      'Offer 20% off the first 3 months',
      'Follow up by email 3 days after a click',
    ],
  },
  {
    title: 'Realty AI Suite → Investor Realty Lab for investor clients',
    sourceApp: 'Realty AI Suite',
    targetApp: 'Investor Realty Lab',
    priority: 'HIGH',
    revenue: 25_000,
    timeline: 'Week 2',
    difficulty: 'Medium',
    description: 'Agents with investor clients get deal analysis in Investor Realty Lab.',
    targetAudience: 'Agents tagging leads as investors',
    steps: [
      'Show the offer on the lead detail panel of investor leads',
      'Give the first month free',
      'Share a sample deal analysis in the onboarding email',
    ],
  },
  {
    title: 'Creator Canvas → Flow Automator for busy schedulers',
    sourceApp: 'Creator Canvas',
    targetApp: 'Flow Automator',
    priority: 'HIGH',
    revenue: 18_000,
    timeline: 'Week 2',
    difficulty: 'Easy',
    description: 'Users scheduling more than 10 posts a week automate their publishing.',
    targetAudience: 'Creators scheduling 10+ posts a week',
    steps: [
      'Place the offer on the scheduler success screen',
      'Start a 14-day free trial from the offer',
      'Measure the click-through against the 5-8% target',
    ],
  },
  {
    title: 'Healing Journey → Soul Compass guided programmes',
    sourceApp: 'Healing Journey',
    targetApp: 'Soul Compass',
    priority: 'MEDIUM',
    revenue: 12_000,
    timeline: 'Week 3',
    difficulty: 'Medium',
    description: 'Members finishing a healing module continue with a guided spiritual programme.',
    targetAudience: 'Members who completed a module',
    steps: [
      'Add the offer to the module completion page',
      'Write a content piece linking both apps',
      'Track signups attributed to the offer',
    ],
  },
  {
    title: 'Flow Automator → Business Command Center for teams',
    sourceApp: 'Flow Automator',
    targetApp: 'Business Command Center',
    priority: 'HIGH',
    revenue: 20_000,
    timeline: 'Week 4',
    difficulty: 'Hard',
    description: 'Teams with 5+ active workflows get one dashboard for the whole operation.',
    targetAudience: 'Teams running five or more workflows',
    steps: [
      'Show a banner on the workflow dashboard',
      'Offer a free onboarding call',
      'Connect the team workspace to Business Command Center',
      'Review revenue against the target weekly',
    ],
  },
];
