import type { RemoteAssignment } from '@rental/shared/federation/remote-assignment.ts';
import { describe, expect, it } from 'vitest';
import {
  clientKey,
  clientNetwork,
  issueViewToken,
  readViewToken,
  viewKey,
  type ViewClaims,
} from './view-token.ts';

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

describe('page tokens', () => {
  it('give back what the server vouched for: the minute the page was rendered in and its builds, no view', () => {
    const token = issueViewToken(SECRET, assignments, NOW + 42_000);
    expect(readViewToken(SECRET, token, NOW + 5 * MINUTE)).toEqual({
      issuedAt: NOW,
      remotes: [
        { remote: 'mf_catalogue', channel: 'canary', version: '1.1.0', stableVersion: '1.0.0' },
        { remote: 'mf_content', channel: 'stable', version: '2.0.0', stableVersion: '2.0.0' },
      ],
    });
  });

  it('are the same for every render with the same builds in one minute: a shared page is one page', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    expect(issueViewToken(SECRET, assignments, NOW + 1)).toBe(token);
    expect(issueViewToken(SECRET, assignments, NOW + MINUTE - 1)).toBe(token);
    expect(issueViewToken(SECRET, assignments, NOW + MINUTE)).not.toBe(token);
    const onStable = assignments.map((assignment) => ({ ...assignment, channel: 'stable' as const }));
    expect(issueViewToken(SECRET, onStable, NOW)).not.toBe(token);
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

  it('last for a page rendered at the end of its minute, kept six minutes in caches and left open an hour', () => {
    const token = issueViewToken(SECRET, assignments, NOW + MINUTE - 1);
    expect(readViewToken(SECRET, token, NOW + MINUTE + 6 * MINUTE + 60 * MINUTE)).toMatchObject({
      issuedAt: NOW,
    });
    expect(readViewToken(SECRET, token, NOW + 69 * MINUTE)).toMatchObject({ issuedAt: NOW });
    expect(readViewToken(SECRET, token, NOW + 71 * MINUTE)).toBe('expired');
  });

  it('key a page view by the browser’s id and the page’s token together, with the secret', () => {
    const token = issueViewToken(SECRET, assignments, NOW);
    const otherPage = issueViewToken(SECRET, assignments, NOW + MINUTE);
    const id = 'AAAAAAAAAAAAAAAAAAAAAA';
    const key = viewKey(SECRET, token, id);
    expect(key).toBe(viewKey(SECRET, token, id));
    expect(key).not.toBe(viewKey(SECRET, token, 'AAAAAAAAAAAAAAAAAAAAAB'));
    expect(key).not.toBe(viewKey(SECRET, otherPage, id));
    expect(key).not.toBe(viewKey('t'.repeat(32), token, id));
    expect(key).not.toContain(id);
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
