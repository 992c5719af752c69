/** The three bundles of spec 000 §9, by member app slug. */
export const DEMO_BUNDLES = [
  {
    name: 'Entrepreneur Starter',
    apps: ['brand-hub-pro', 'creator-canvas', 'flow-automator'],
    originalPrice: 543,
    bundlePrice: 397,
    description: 'Everything a solo founder needs to look established and automate the busywork.',
  },
  {
    name: 'Professional Success',
    apps: ['certification-academy', 'customer-success-ai', 'service-desk-pro', 'product-launchpad'],
    originalPrice: 1140,
    bundlePrice: 797,
    description: 'Credentials, customers and launches for a growing professional practice.',
  },
  {
    name: 'Enterprise Command',
    apps: ['business-command-center', 'realty-ai-suite', 'ecosystem-superhub', 'secure-vault'],
    originalPrice: 1985,
    bundlePrice: 1497,
    description: 'Command of the whole operation: revenue, real estate, monitoring and security.',
  },
];

/** Cross-sell opportunities between demo apps (source slug → target slug). */
export const DEMO_CROSS_SELLS: Array<{
  from: string;
  to: string;
  context: string;
  incentive: string;
  placement: string;
  priority: 'high' | 'medium' | 'low';
}> = [
  {
    from: 'brand-hub-pro',
    to: 'creator-canvas',
    context: 'Speakers updating their media kit',
    incentive: '20% off the first 3 months',
    placement: 'Media kit editor sidebar',
    priority: 'high',
  },
  {
    from: 'brand-hub-pro',
    to: 'certification-academy',
    context: 'Profiles without credentials',
    incentive: 'Free first course module',
    placement: 'Profile completeness card',
    priority: 'medium',
  },
  {
    from: 'creator-canvas',
    to: 'flow-automator',
    context: 'Users scheduling more than 10 posts a week',
    incentive: '14-day free trial',
    placement: 'Scheduler success screen',
    priority: 'high',
  },
  {
    from: 'flow-automator',
    to: 'business-command-center',
    context: 'Teams with 5+ active workflows',
    incentive: 'Free onboarding call',
    placement: 'Workflow dashboard banner',
    priority: 'medium',
  },
  {
    from: 'realty-ai-suite',
    to: 'investor-realty-lab',
    context: 'Agents with investor clients',
    incentive: 'First month free',
    placement: 'Lead detail panel',
    priority: 'high',
  },
  {
    from: 'realty-ai-suite',
    to: 'mobile-pro-office',
    context: 'Agents working from showings',
    incentive: '30% off annual plan',
    placement: 'Showing scheduler footer',
    priority: 'low',
  },
  {
    from: 'healing-journey',
    to: 'soul-compass',
    context: 'Members finishing a program',
    incentive: 'Free month of guided meditations',
    placement: 'Program completion page',
    priority: 'high',
  },
  {
    from: 'soul-compass',
    to: 'community-circle',
    context: 'Members journaling daily',
    incentive: 'Invite to a private circle',
    placement: 'Journal streak card',
    priority: 'medium',
  },
  {
    from: 'certification-academy',
    to: 'growth-path',
    context: 'Graduates of a certification',
    incentive: 'Alumni discount 25%',
    placement: 'Certificate page',
    priority: 'medium',
  },
  {
    from: 'customer-success-ai',
    to: 'service-desk-pro',
    context: 'Accounts with open support issues',
    incentive: 'Bundle price with Professional Success',
    placement: 'Churn risk alert',
    priority: 'high',
  },
  {
    from: 'give-back-pro',
    to: 'impact-ledger',
    context: 'Businesses publishing donations',
    incentive: 'Free impact report',
    placement: 'Donation ledger header',
    priority: 'medium',
  },
  {
    from: 'impact-ledger',
    to: 'foundation-builder',
    context: 'Programs outgrowing fiscal sponsorship',
    incentive: 'Free bylaws template pack',
    placement: 'Grant report footer',
    priority: 'low',
  },
  {
    from: 'product-launchpad',
    to: 'brand-hub-pro',
    context: 'Founders with a live waitlist',
    incentive: '2 months free',
    placement: 'Launch checklist step',
    priority: 'medium',
  },
  {
    from: 'ecosystem-superhub',
    to: 'secure-vault',
    context: 'Ecosystems with 10+ connected apps',
    incentive: 'Security review included',
    placement: 'Monitoring overview',
    priority: 'high',
  },
];
