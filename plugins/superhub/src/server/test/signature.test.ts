import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { checkTimestamp, matchesAny, sign, signingKey, verifySigned } from '../ingest/signature.ts';

const SECRET = `whsec_${Buffer.from('a signing secret of 32 bytes!!!!').toString('base64')}`;
const OLD = `whsec_${Buffer.from('the previous secret, 32 bytes...').toString('base64')}`;
const body = JSON.stringify({ app: 'app_1', event: 'user.signup', data: { name: 'Zoë ✓' } });

function headers(signature: string, id = 'msg_1', at = new Date()) {
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}

describe('Standard Webhooks signatures, against the reference standardwebhooks package', () => {
  it('signs as the reference: its verifier accepts our signature', () => {
    const at = new Date();
    const ts = Math.floor(at.getTime() / 1000);
    const ours = sign(signingKey(SECRET), 'msg_1', ts, body);
    expect(ours).toBe(new Webhook(SECRET).sign('msg_1', at, body));
    expect(() => new Webhook(SECRET).verify(body, headers(ours), { jsonParse: false })).not.toThrow();
  });

  it("accepts the reference's signatures and refuses a changed body, id, timestamp or key", () => {
    const at = new Date();
    const ts = Math.floor(at.getTime() / 1000);
    const h = headers(new Webhook(SECRET).sign('msg_1', at, body), 'msg_1', at);
    expect(matchesAny(body, h, ts, [signingKey(SECRET)])).toBe(true);
    expect(matchesAny(`${body} `, h, ts, [signingKey(SECRET)])).toBe(false);
    expect(matchesAny(body, { ...h, 'webhook-id': 'msg_2' }, ts, [signingKey(SECRET)])).toBe(false);
    expect(matchesAny(body, h, ts + 1, [signingKey(SECRET)])).toBe(false);
    expect(matchesAny(body, h, ts, [signingKey(OLD)])).toBe(false);
    expect(matchesAny(body, h, ts, [])).toBe(false);
  });

  it('tries every v1 signature of the header against every accepted key (rotation overlap)', () => {
    const at = new Date();
    const ts = Math.floor(at.getTime() / 1000);
    const oldSig = new Webhook(OLD).sign('msg_1', at, body);
    const keys = [signingKey(SECRET), signingKey(OLD)];
    expect(matchesAny(body, headers(oldSig, 'msg_1', at), ts, keys)).toBe(true);
    const sig = oldSig.slice(3);
    expect(matchesAny(body, headers(`v1,bm9wZQ== v1,${sig}`, 'msg_1', at), ts, keys)).toBe(true);
    // Other versions are ignored, and the base64 text must match exactly (as the reference compares).
    expect(matchesAny(body, headers(`v2,${sig}`, 'msg_1', at), ts, keys)).toBe(false);
    expect(matchesAny(body, headers(`v1,${sig.replace(/=+$/, '')}`, 'msg_1', at), ts, keys)).toBe(false);
    expect(matchesAny(body, headers(sig, 'msg_1', at), ts, keys)).toBe(false);
    // Same length, one character changed (first, last): refused.
    const flip = (c: string) => (c === 'A' ? 'B' : 'A');
    const first = `${flip(sig[0] as string)}${sig.slice(1)}`;
    const last = `${sig.slice(0, 42)}${flip(sig[42] as string)}${sig.slice(43)}`;
    expect(first).toHaveLength(sig.length);
    expect(matchesAny(body, headers(`v1,${first}`, 'msg_1', at), ts, keys)).toBe(false);
    expect(matchesAny(body, headers(`v1,${last}`, 'msg_1', at), ts, keys)).toBe(false);
  });

  it('keeps the timestamp within ±300 s of the hub clock', () => {
    const now = Date.parse('2026-11-23T10:00:00Z');
    const h = (s: number) => headers('v1,x', 'msg_1', new Date(now + s * 1000));
    expect(checkTimestamp(h(-300), now)).toBe(now / 1000 - 300);
    expect(() => checkTimestamp(h(-301), now)).toThrow('Message timestamp too old');
    expect(() => checkTimestamp(h(301), now)).toThrow('Message timestamp too new');
    expect(() => checkTimestamp({ ...h(0), 'webhook-timestamp': '12.5' }, now)).toThrow(
      'Invalid webhook-timestamp',
    );
    expect(() => checkTimestamp({ ...h(0), 'webhook-id': '' }, now)).toThrow(/Missing webhook-id/);
    const ref = new Webhook(SECRET).sign('msg_1', new Date(now), body);
    expect(() =>
      verifySigned(body, headers(ref, 'msg_1', new Date(now)), [signingKey(SECRET)], now),
    ).not.toThrow();
    expect(() => verifySigned(body, headers(ref, 'msg_1', new Date(now)), [signingKey(OLD)], now)).toThrow(
      'Invalid webhook signature',
    );
  });
});
