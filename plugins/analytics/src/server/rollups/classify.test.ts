import { describe, expect, it } from 'vitest';
import { classifyVisit } from './classify.ts';

const url = 'https://reoss.example/pricing';

describe('traffic source classification', () => {
  it('reads the referrer host and the UTM medium', () => {
    expect(classifyVisit({ url, referrer: 'https://www.google.com/search?q=x' })).toBe('organic');
    expect(classifyVisit({ url, referrer: 'https://duckduckgo.com/' })).toBe('organic');
    expect(classifyVisit({ url, referrer: 'https://t.co/abc' })).toBe('social');
    expect(classifyVisit({ url, referrer: 'https://www.linkedin.com/feed' })).toBe('social');
    expect(classifyVisit({ url, referrer: 'https://news.ycombinator.com/' })).toBe('referral');
    expect(classifyVisit({ url })).toBe('direct');
    expect(classifyVisit({ url, referrer: 'https://google.com/', utmMedium: 'cpc' })).toBe('paid');
    expect(classifyVisit({ url, utmMedium: 'email', utmSource: 'digest' })).toBe('email');
    expect(classifyVisit({ url, utmSource: 'partner' })).toBe('referral');
  });

  it('does not count a page reached from the same site as a visit', () => {
    expect(classifyVisit({ url, referrer: 'https://reoss.example/' })).toBeNull();
    expect(classifyVisit({ url, referrer: 'not a url' })).toBe('direct');
  });

  it("answers the same from memory as when computed, past the memory's bound", () => {
    const visits = [
      ...[
        'https://www.google.com/search?q=x',
        'https://t.co/abc',
        'https://outlook.live.com/mail/0/',
        'https://reoss.example/',
        'https://news.ycombinator.com/',
        'not a url',
        '',
      ].map((referrer) => ({ url, referrer })),
      // More distinct hosts and pages than are remembered (4,096): the memory is cleared meanwhile.
      ...Array.from({ length: 5000 }, (_, i) => ({
        url: `https://site${i % 7}.example/p${i}`,
        referrer: i % 2 ? `https://www.site${i % 7}.example/` : `https://ref${i}.example/`,
      })),
    ];
    const first = visits.map(classifyVisit);
    expect(visits.map(classifyVisit)).toEqual(first);
    expect(first.slice(0, 7)).toEqual(['organic', 'social', 'email', null, 'referral', 'direct', 'direct']);
    // A referrer from the page's own host is no visit; another host is a referral.
    expect(first.slice(7)).toEqual(Array.from({ length: 5000 }, (_, i) => (i % 2 ? null : 'referral')));
  });
});
