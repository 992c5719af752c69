import type { MailTemplate } from '@ecohub/core';
import { alertMail } from './alerts/job.ts';
import { generateListing } from './listings/generator.ts';

/** A sample saved-search alert, as POST /api/email/test offers it (real ones list real listings). */
export const mailTemplates: Record<string, MailTemplate> = {
  'idx-alert': (ctx) => {
    const p = generateListing('TX', 0);
    const site = `${ctx.publicUrl}/sites/dream-homes`;
    return alertMail('Dream Homes Realty', 'Austin 3+ beds', `${site}/alerts/unsubscribe/sample`, [
      {
        address: p.UnparsedAddress ?? '',
        price: p.ListPrice,
        bedrooms: p.BedroomsTotal ?? 0,
        bathrooms: p.BathroomsTotalInteger ?? 0,
        sqft: p.LivingArea ?? 0,
        url: `${site}/listings/${p.ListingKey}`,
      },
    ]);
  },
};
