import { satisfy } from '@module-federation/enhanced/runtime';
import { describe, expect, it } from 'vitest';
import { contractProblems } from './remote-contract.ts';

const site = { react: '19.3.1', i18next: '26.7.2' };
const exposes = ['cart-sidebar', 'request-quote'].map((name) => ({ name, path: `./${name}` }));

describe('the remote contract check', () => {
  it('passes a build that exposes what the shell mounts with ranges the site satisfies', () => {
    const manifest = {
      metaData: { name: 'mf_cart_quote' },
      exposes,
      shared: [{ name: 'react', requiredVersion: '^19.3.1' }],
    };
    expect(contractProblems('mf_cart_quote', manifest, site, satisfy)).toEqual([]);
  });

  it('names a wrong container, a missing module and an unsatisfiable singleton', () => {
    const manifest = {
      metaData: { name: 'cart' },
      exposes: [{ name: 'cart-sidebar', path: './cart-sidebar' }],
      shared: [{ name: 'i18next', requiredVersion: '^27.0.0' }],
    };
    expect(contractProblems('mf_cart_quote', manifest, site, satisfy)).toEqual([
      'the container is named cart, not mf_cart_quote',
      'it does not expose ./request-quote',
      'i18next ^27.0.0 is required, the site has 26.7.2',
    ]);
  });
});
