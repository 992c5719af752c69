export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What a template says; `renderMail` lays it out as text and HTML the same way for every template. */
export interface MailContent {
  subject: string;
  heading: string;
  intro: string[];
  list?: string[];
  outro: string[];
}

export interface TemplateContext {
  /** The hub's public address, for links back to the pricing pages. */
  publicUrl: string;
  sentAt: Date;
}

/** A mail template: core's own below, a plugin's from its `mailTemplates` (its prices, its words). */
export type MailTemplate = (ctx: TemplateContext) => MailContent;

/** Core's templates; plugins add theirs with `mailTemplates` (the pricing plugin: reoss, local-business, payment). */
export const CORE_TEMPLATES: Record<string, MailTemplate> = {
  test: (ctx) => ({
    subject: 'Ecosystem Hub test email',
    heading: 'Your email delivery works',
    intro: [
      'This is a test message from Ecosystem Hub. If you are reading it, the hub can deliver email to this address.',
    ],
    outro: [`Sent ${ctx.sentAt.toISOString()} from ${ctx.publicUrl}.`],
  }),
};

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

/** Subject, plain text and HTML of a template's content. */
export function renderMail(c: MailContent): RenderedEmail {
  const text = [
    c.heading,
    '',
    ...c.intro,
    ...(c.list ? ['', ...c.list.map((l) => `- ${l}`)] : []),
    '',
    ...c.outro,
    '',
    '-- Ecosystem Hub',
  ].join('\n');
  const p = (s: string) => `<p>${escapeHtml(s)}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">',
    `<h1 style="font-size:20px">${escapeHtml(c.heading)}</h1>`,
    ...c.intro.map(p),
    c.list ? `<ul>${c.list.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>` : '',
    ...c.outro.map(p),
    '<p style="color:#666">Ecosystem Hub</p>',
    '</body></html>',
  ].join('');
  return { subject: c.subject, text, html };
}
