import type { MailMessage } from '@ecohub/core';
import { ANCHOR_HREF, personalise, type RenderedTemplate } from '../campaigns/render.ts';
import type { MarketingHub } from '../hub.ts';
import type { LinkSigner } from '../tracking/sign.ts';

export interface RecipientRef {
  id: string;
  email: string;
  firstName: string;
  messageId: string;
}

/** Public paths of the tracking and unsubscribe endpoints (no session needed). */
export const PATHS = {
  unsubscribe: '/api/marketing/unsubscribe/',
  open: '/api/marketing/t/o/',
  click: '/api/marketing/t/c/',
};

/** A stable Message-ID per recipient row: a resend after an interrupted delivery carries the same. */
export const messageIdFor = (recipientId: string, publicUrl: string) =>
  `<${recipientId}@${new URL(publicUrl).hostname || 'ecohub.local'}>`;

/**
 * One campaign message: personalised HTML and text, tracked links, open pixel, and the RFC 8058
 * headers (`List-Unsubscribe` with the one-click URL, `List-Unsubscribe-Post`).
 */
export async function campaignMessage(
  hub: MarketingHub,
  signer: LinkSigner,
  orgId: string,
  template: RenderedTemplate,
  subject: string,
  r: RecipientRef,
  campaignName: string,
): Promise<MailMessage> {
  const base = hub.config.publicUrl.replace(/\/$/, '');
  const token = await signer.token(r.id);
  const unsubscribeUrl = `${base}${PATHS.unsubscribe}${token}`;
  const sigs = new Map<string, string>();
  // Signatures first (async), then the synchronous rewrite.
  for (const m of template.html.matchAll(ANCHOR_HREF)) {
    const url = m[2]!.replace(/&amp;/g, '&');
    if (!sigs.has(url)) sigs.set(url, await signer.clickSignature(r.id, url));
  }
  const { html, text } = personalise(template, {
    firstName: r.firstName,
    link: (url) => {
      const s = sigs.get(url);
      return s ? `${base}${PATHS.click}${token}?u=${encodeURIComponent(url)}&s=${s}` : url;
    },
    pixel: `${base}${PATHS.open}${token}.gif`,
    unsubscribeUrl,
  });
  return {
    orgId,
    to: r.email,
    subject: subject.replace(/\{\{\s*firstName\s*\}\}/g, r.firstName || 'there'),
    text,
    html,
    template: `marketing:${campaignName}`.slice(0, 200),
    messageId: r.messageId,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      Precedence: 'bulk',
    },
  };
}

/** An SMTP answer that refuses the address for good (5xx): a bounce, suppressed from now on. */
export const isPermanentFailure = (error: string): boolean => /\b([45])\d\d\b/.exec(error)?.[1] === '5';
