import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, type TrustedProxies } from '../config.ts';
import { fastifyTrustProxy } from './trusted-proxies.ts';

const trustProxy = (value: string) => loadConfig({ TRUST_PROXY: value }).app.trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty or off', () => {
    expect(loadConfig({}).app.trustProxy).toBe(false);
    for (const off of ['', ' ', '0', 'false', 'no', 'off']) expect(trustProxy(off), off).toBe(false);
  });

  it('reads a number of hops, or a list of proxy addresses and ranges', () => {
    expect(trustProxy('1')).toEqual({ hops: 1 });
    expect(trustProxy(' 2 ')).toEqual({ hops: 2 });
    expect(trustProxy('10.0.0.5')).toEqual({ addresses: ['10.0.0.5'] });
    expect(trustProxy(' 10.0.0.5, 10.0.1.0/24 ,2001:db8::/32, ::1, loopback')).toEqual({
      addresses: ['10.0.0.5', '10.0.1.0/24', '2001:db8::/32', '::1', 'loopback'],
    });
  });

  it('refuses to trust every hop, and says what to write instead', () => {
    for (const everyone of ['true', 'TRUE', 'yes', 'on', 'all', '*', 'everyone']) {
      const load = () => trustProxy(everyone);
      expect(load, everyone).toThrow(ConfigError);
      expect(load, everyone).toThrow(`TRUST_PROXY=${everyone} would trust every hop`);
      expect(load, everyone).toThrow('TRUST_PROXY=1 for one load balancer');
      expect(load, everyone).toThrow('TRUST_PROXY=10.0.0.5');
    }
  });

  it('refuses an address or range that is not one, naming it', () => {
    for (const [wrong, problem] of [
      ['10.0.0.300', '"10.0.0.300" is not an IP address'],
      ['proxy.example.com', '"proxy.example.com" is not an IP address'],
      ['10.0.0.5, lb', '"lb" is not an IP address'],
      ['fe80::1%eth0', '"fe80::1%eth0" is not an IP address'],
      ['1.5', '"1.5" is not an IP address'],
      ['-1', '"-1" is not an IP address'],
      ['10.0.0.0/33', '"10.0.0.0/33" has no prefix length from 1 to 32'],
      ['10.0.0.0/x', '"10.0.0.0/x" has no prefix length from 1 to 32'],
      ['10.0.0.0/24/8', '"10.0.0.0/24/8" is not an IP address'],
      ['2001:db8::/129', '"2001:db8::/129" has no prefix length from 1 to 128'],
      ['0.0.0.0/0', '"0.0.0.0/0" covers every address, which trusts every client'],
      ['::/0', '"::/0" covers every address'],
      [',', '"," lists no address'],
    ]) {
      expect(() => trustProxy(wrong!), wrong).toThrow(ConfigError);
      expect(() => trustProxy(wrong!), wrong).toThrow(`TRUST_PROXY: ${problem}`);
    }
  });
});

/** The client address and scheme Fastify reads from a request, with the proxies trusted. */
async function seenBy(
  trusted: TrustedProxies,
  request: { from: string; forwardedFor?: string; forwardedProto?: string },
) {
  const app = Fastify({ trustProxy: fastifyTrustProxy(trusted) });
  app.get('/who', async (seen) => ({ ip: seen.ip, protocol: seen.protocol }));
  try {
    const answer = await app.inject({
      url: '/who',
      remoteAddress: request.from,
      headers: {
        ...(request.forwardedFor ? { 'x-forwarded-for': request.forwardedFor } : {}),
        ...(request.forwardedProto ? { 'x-forwarded-proto': request.forwardedProto } : {}),
      },
    });
    return answer.json() as { ip: string; protocol: string };
  } finally {
    await app.close();
  }
}

describe('the client behind trusted proxies', () => {
  it('is the address the nearest hops were given, whatever a client wrote before them', async () => {
    // A load balancer appends the address it saw to what the client sent.
    expect(
      await seenBy(
        { hops: 1 },
        { from: '127.0.0.1', forwardedFor: '6.6.6.6, 203.0.113.9', forwardedProto: 'https' },
      ),
    ).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(
      await seenBy({ hops: 2 }, { from: '10.0.0.5', forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.7' }),
    ).toEqual({ ip: '203.0.113.9', protocol: 'http' });
    expect(await seenBy({ hops: 1 }, { from: '203.0.113.9' })).toEqual({
      ip: '203.0.113.9',
      protocol: 'http',
    });
  });

  it('is believed from the proxies listed only; a client that writes the headers itself is taken as it is', async () => {
    const listed = { addresses: ['10.0.0.0/24'] };
    expect(
      await seenBy(listed, {
        from: '10.0.0.5',
        forwardedFor: '6.6.6.6, 203.0.113.9, 10.0.0.6',
        forwardedProto: 'https',
      }),
    ).toEqual({ ip: '203.0.113.9', protocol: 'https' });
    expect(
      await seenBy(listed, { from: '198.51.100.7', forwardedFor: '203.0.113.9', forwardedProto: 'https' }),
    ).toEqual({ ip: '198.51.100.7', protocol: 'http' });
  });

  it('is the connection itself when no proxy is trusted', async () => {
    expect(
      await seenBy(false, { from: '198.51.100.7', forwardedFor: '203.0.113.9', forwardedProto: 'https' }),
    ).toEqual({ ip: '198.51.100.7', protocol: 'http' });
  });
});
