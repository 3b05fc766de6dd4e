import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OpsRemote } from '@rental/shared/contracts/ops-overview.ts';
import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { OPS_NS, opsLoaders } from '../i18n/ops-i18n.ts';
import { DEFAULT_GUARD } from '../testing/guard-settings.ts';
import { RolloutSummary } from './rollout-summary.tsx';

beforeAll(() => initI18n('en', OPS_NS, opsLoaders));

const REASON = 'its entry "https://cdn.evil.example/x/mf-manifest.json" pins no signed release';

describe('a remote’s summary', () => {
  it('shows a refused stable as refused, what serves in its place, and the server’s reason marked as English', () => {
    const remote: OpsRemote = {
      remote: 'mf_catalogue',
      shortName: 'catalogue',
      revision: 'r1',
      stable: { version: '6.6.6', state: 'refused', problem: REASON, servedInstead: '1.0.0' },
    };
    render(<RolloutSummary remote={remote} guard={DEFAULT_GUARD} now={Date.now()} />);
    expect(screen.getByText('refused on this server')).toHaveClass('state--refused');
    expect(screen.getByText('serving 1.0.0 in its place')).toBeVisible();
    expect(screen.getByText(REASON)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText('deployed with the site')).toBeNull();
  });
});
