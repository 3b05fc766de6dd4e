import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { describe, expect, it } from 'vitest';
import { clientKey, clientNetwork, issueViewToken, readViewToken, type ViewClaims } from './view-token.ts';

const SECRET = 's'.repeat(32);
const NOW = Date.parse('2030-03-04T10:00:00Z');
const MINUTE = 60_000;

const assignments: RemoteAssignment[] = [
  {
    remote: 'mf_catalogue',
    channel: 'canary',
    version: '1.1.0',
    entry: '/remotes/mf-catalogue/1.1.0/mf-manifest.json',
    rolloutId: '1.1.0.abc',
    stable: { version: '1.0.0', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' },
  },
  {
    remote: 'mf_content',
    channel: 'stable',
    version: '2.0.0',
    entry: '/remotes/mf-content/2.0.0/mf-manifest.json',
    stable: { version: '2.0.0', entry: '/remotes/mf-content/2.0.0/mf-manifest.json' },
  },
];

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString('utf8')) as ViewClaims;

describe('page-view tokens', () => {
  it('give back what the server vouched for: a new page view and the builds it was assigned', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    const claims = readViewToken(SECRET, token, NOW + 5 * MINUTE);
    expect(claims).toEqual({
      viewId: expect.any(String),
      issuedAt: NOW,
      remotes: [
        { remote: 'mf_catalogue', channel: 'canary', version: '1.1.0', stableVersion: '1.0.0' },
        { remote: 'mf_content', channel: 'stable', version: '2.0.0', stableVersion: '2.0.0' },
      ],
    });
    const other = readViewToken(SECRET, issueViewToken(SECRET, assignments, NOW), NOW);
    expect(typeof other === 'object' && typeof claims === 'object' && other.viewId !== claims.viewId).toBe(
      true,
    );
  });

  it('are forged when the payload is changed and the signature kept', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    const [, signature] = token.split('.');
    const claims = claimsOf(token);
    const onStable = {
      ...claims,
      remotes: claims.remotes.map((remote) => ({ ...remote, channel: 'stable' })),
    };
    const payload = Buffer.from(JSON.stringify(onStable)).toString('base64url');
    expect(readViewToken(SECRET, `${payload}.${signature}`, NOW)).toBe('forged');
  });

  it('are forged when the signature is changed, missing, or made with another secret', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    const [payload, signature] = token.split('.') as [string, string];
    const changed = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect(readViewToken(SECRET, `${payload}.${changed}`, NOW)).toBe('forged');
    expect(readViewToken(SECRET, `${payload}.`, NOW)).toBe('forged');
    expect(readViewToken(SECRET, payload, NOW)).toBe('forged');
    expect(readViewToken(SECRET, `${token}.extra`, NOW)).toBe('forged');
    expect(readViewToken('t'.repeat(32), token, NOW)).toBe('forged');
    expect(readViewToken(SECRET, issueViewToken('t'.repeat(32), assignments, NOW), NOW)).toBe('forged');
  });

  it('expire an hour after the page was rendered', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    expect(readViewToken(SECRET, token, NOW + 59 * MINUTE)).toMatchObject({ issuedAt: NOW });
    expect(readViewToken(SECRET, token, NOW + 61 * MINUTE)).toBe('expired');
  });

  it('key a client by its address without keeping the address', () => {
    const key = clientKey(SECRET, '203.0.113.7');
    expect(key).toBe(clientKey(SECRET, '203.0.113.7'));
    expect(key).not.toBe(clientKey(SECRET, '203.0.113.8'));
    expect(key).not.toBe(clientKey('t'.repeat(32), '203.0.113.7'));
    expect(key).not.toContain('203.0.113.7');
  });

  it('take an IPv6 visitor as its /64, however it writes the address, and a mapped IPv4 as IPv4', () => {
    const network = clientNetwork('2001:db8:aa:bb::1');
    expect(network).toBe('2001:db8:aa:bb::/64');
    expect(clientNetwork('2001:0db8:00aa:00bb:ffff:1:2:3')).toBe(network);
    expect(clientNetwork('2001:db8:aa:bb:1::7%eth0')).toBe(network);
    expect(clientNetwork('2001:db8:aa:bc::1')).not.toBe(network);
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey(SECRET, '2001:db8:aa:bb::1')).toBe(clientKey(SECRET, '2001:db8:aa:bb:9::9'));
  });
});
