import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@rental/shared/i18n/i18n-setup.ts';
import { OPS_NS, opsLoaders } from '../i18n/ops-i18n.ts';
import { SessionContext } from '../session/session-context.ts';
import { StartFields, type StartChoice } from './start-fields.tsx';

beforeAll(() => initI18n('en', OPS_NS, opsLoaders));
afterEach(() => vi.unstubAllGlobals());

/** The server's list of published versions, newest first, and the stores it could not read. */
function publishes(data: unknown) {
  const fetch = vi.fn(() =>
    Promise.resolve(
      new Response(JSON.stringify({ status: 1, data }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** The fields as the dialog holds them, with what they chose last. */
function renderFields() {
  const chosen: StartChoice[] = [];
  function Holder() {
    const [value, setValue] = useState<StartChoice>({ percent: 10, ramp: false });
    return (
      <StartFields
        remote="catalogue"
        value={value}
        onChange={(next) => {
          chosen.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(
    <SessionContext.Provider
      value={{ session: { operator: 'Ana', expiresAt: '2026-11-28T00:00:00.000Z' }, lost: vi.fn() }}
    >
      <Holder />
    </SessionContext.Provider>,
  );
  return { user: userEvent.setup(), chosen };
}

const STORE = 's3://releases/site';

describe('StartFields', () => {
  it('offers the versions the stores hold, newest first, and picks the newest', async () => {
    const fetch = publishes({
      versions: [
        { version: '1.2.0', store: STORE },
        { version: '1.1.0', store: STORE },
      ],
      problems: [],
    });
    const { chosen } = renderFields();
    const select = await screen.findByRole('combobox', { name: 'Published version' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([`1.2.0 · ${STORE}`, `1.1.0 · ${STORE}`]);
    expect(fetch).toHaveBeenCalledWith('/api/v1/ops/releases/catalogue/versions', expect.anything());
    // The newest is picked by an effect once the list is shown.
    await waitFor(() => expect(chosen.at(-1)?.release).toEqual({ version: '1.2.0', store: STORE }));
  });

  it('starts a ramp at one of its steps', async () => {
    publishes({ versions: [{ version: '1.2.0', store: STORE }], problems: [] });
    const { user, chosen } = renderFields();
    expect(await screen.findByRole('spinbutton', { name: 'Percent of visitors (1 to 100)' })).toHaveValue(10);
    await user.click(screen.getByRole('checkbox', { name: 'Ramp up automatically while healthy' }));
    const steps = screen.getByRole('combobox', { name: 'First step of the ramp' });
    expect(
      within(steps)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['5 %', '25 %', '50 %', '100 %']);
    expect(chosen.at(-1)).toMatchObject({ ramp: true, percent: 5 });
    await user.selectOptions(steps, '25');
    expect(chosen.at(-1)).toMatchObject({ ramp: true, percent: 25 });
  });

  it('names a store it could not read, and says when there is nothing to start', async () => {
    publishes({ versions: [], problems: [{ store: 'https://cdn.example/releases/', message: 'timed out' }] });
    renderFields();
    expect(
      await screen.findByText('https://cdn.example/releases/ cannot be read: timed out'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'The release stores hold no published version of catalogue. Publish one with npm run deploy:remote.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Published version' })).not.toBeInTheDocument();
  });
});
