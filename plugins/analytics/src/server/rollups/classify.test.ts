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
});
