import type { MailTemplate } from '@ecohub/core';

/**
 * Pricing's mail templates (POST /api/email/test offers them after core's): what the REOSS and
 * local-business offers cost, and the payment confirmation. Their prices are the catalogue's seed.
 */
export const pricingMailTemplates: Record<string, MailTemplate> = {
  reoss: (ctx) => ({
    subject: 'Your REOSS real-estate membership',
    heading: 'REOSS membership for real-estate professionals',
    intro: [
      'REOSS gives agents, teams and brokerages one CRM for leads, listings and follow-up. Choose the tier that fits your office:',
    ],
    list: [
      'Basic: $99 per month, 1 seat, up to 500 contacts',
      'Pro: $299 per month, 3 seats (our most chosen tier)',
      'Team: $599 per month, 10 seats',
      'Brokerage: $999 per month, 25 seats',
      'Add-ons: SoulScan co-branding $49/mo, GiveBackPro badge $99/mo, Lead bundle $199/mo, KVCore setup $350 one-time',
    ],
    outro: [
      'Annual billing saves 10% on the monthly plan and add-ons; one-time add-ons are charged once.',
      `Build your membership at ${ctx.publicUrl}/pricing/reoss`,
    ],
  }),
  'local-business': (ctx) => ({
    subject: 'Local business listing plans',
    heading: 'Get found by customers near you',
    intro: [
      'Local business plans put your bakery, restaurant, shop, studio or service in front of nearby customers. Pick how visible you want to be:',
    ],
    list: [
      'Directory listing: from $44 per month',
      'AI Recommended: from $114 per month, suggested by our assistants when customers ask',
      'Referral Tracked: from $349 per month, every referral traced back to you',
      'More ZIP codes: 2-5 codes +$19/mo, 6-10 codes +$49/mo, more than 10 county-wide +$99/mo',
      'Add-ons: Lumara Shoutouts +$29/mo, Auto-Match CRM +$59/mo, Placement Boost +$79/mo, Co-Branded Page $99 one-time',
    ],
    outro: [
      'Prices are adjusted for your industry; annual billing saves 10%.',
      `Calculate your plan at ${ctx.publicUrl}/pricing/local-business`,
    ],
  }),
  payment: (ctx) => ({
    subject: 'Payment confirmation',
    heading: 'Thank you for your payment',
    intro: [
      'We received your payment and your subscription is active. Your receipt and the full payment history are in the Payments tab of your dashboard.',
    ],
    outro: [
      'If anything looks wrong, reply to this message and we will sort it out.',
      `Your dashboard: ${ctx.publicUrl}/dashboard`,
    ],
  }),
};
