import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { parseAllowList, refusedRange } from './address-policy.ts';

describe('outbound address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fd00::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    // IPv4 inside IPv6 is judged as the IPv4 address it reaches
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'linkLocal'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2001::1', 'teredo'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedRange(address)).toBe(range);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'lets public %s pass',
    (address) => {
      expect(refusedRange(address)).toBeNull();
    },
  );

  it('opens exactly the allowed ranges', () => {
    const allow = parseAllowList('127.0.0.1/32, 10.0.0.0/8,::1');
    expect(refusedRange('127.0.0.1', allow)).toBeNull();
    expect(refusedRange('::ffff:127.0.0.1', allow)).toBeNull();
    expect(refusedRange('10.200.0.1', allow)).toBeNull();
    expect(refusedRange('::1', allow)).toBeNull();
    expect(refusedRange('127.0.0.2', allow)).toBe('loopback');
    expect(refusedRange('169.254.169.254', allow)).toBe('linkLocal');
  });

  it('refuses what is not an IP address', () => {
    expect(refusedRange('localhost')).toBe('not an IP address');
  });

  it('is a validated setting with a one-line error', () => {
    expect(loadConfig({ OUTBOUND_ALLOW: '127.0.0.1/32,10.0.0.0/8' }).OUTBOUND_ALLOW).toEqual([
      '127.0.0.1/32',
      '10.0.0.0/8',
    ]);
    expect(loadConfig({}).OUTBOUND_ALLOW).toEqual([]);
    for (const bad of ['10.0.0/8', '0x7f.1', 'localhost', '10.0.0.0/33'])
      expect(() => loadConfig({ OUTBOUND_ALLOW: `127.0.0.1,${bad}` })).toThrow(
        `Invalid configuration: OUTBOUND_ALLOW: '${bad}' is not an IP address or CIDR range`,
      );
  });
});
