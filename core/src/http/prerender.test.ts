import { describe, expect, it } from 'vitest';
import { pageHtml } from './prerender.ts';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Ecosystem Hub: CRM" />
    <title>Ecosystem Hub</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('pageHtml', () => {
  const html = pageHtml(
    INDEX,
    {
      html: '<h1>Plans &amp; prices</h1>',
      title: 'Pricing — "Hub" & <co>',
      description: 'Plans for <everyone>',
      state: { path: '/pricing', note: '</script><script>alert(1)</script>' },
    },
    'https://hub.example/pricing',
  );

  it('puts the page into the root and its head into the head, escaped', () => {
    expect(html).toContain('<div id="root"><h1>Plans &amp; prices</h1></div>');
    expect(html).toContain('<title>Pricing — &#34;Hub&#34; &#38; &#60;co&#62;</title>');
    expect(html).toContain('<meta name="description" content="Plans for &#60;everyone&#62;" />');
    expect(html).toContain(
      '<meta property="og:title" content="Pricing — &#34;Hub&#34; &#38; &#60;co&#62;" />',
    );
    expect(html).toContain('<meta property="og:url" content="https://hub.example/pricing" />');
    expect(html).toContain('<link rel="canonical" href="https://hub.example/pricing" />');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
  });

  it('keeps the data block from closing its script early', () => {
    const block = html.match(/<script type="application\/json" id="ecohub-ssr">(.*)<\/script>/)?.[1] ?? '';
    expect(block).not.toContain('</script>');
    expect(JSON.parse(block)).toEqual({ path: '/pricing', note: '</script><script>alert(1)</script>' });
  });
});
