import { act, findByRole, fireEvent, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTES, type RemoteName } from '@rental/shared/federation/remote-modules.ts';
import { shellRuntime, startShellRuntime } from '@rental/shared/seams/shell-runtime.ts';
import { hydrateServerPage } from '@rental/shared/testing/server-rendering.tsx';
import { renderRoute, useTestI18n } from '@rental/shared/testing/render-page.tsx';
import { shellBundles } from '../testing/shell-bundles.ts';
import { onCaughtError, onRecoverableError } from './caught-errors.ts';
import { loadRemoteModule } from './load-remote-module.ts';
import { PageRemotesContext } from './page-remotes.tsx';
import { remoteFailureModule } from './remote-failure.ts';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);

const { RemoteRegion } = await import('./remote-region.tsx');
const { registerBrowserRemotes } = await import('./browser-remotes.ts');

const stable = (remote: RemoteName, folder: string) => {
  const build = { version: '1.0.0', entry: `/remotes/${folder}/1.0.0/mf-manifest.json` };
  return { remote, channel: 'stable' as const, ...build, stable: build };
};

beforeAll(() => useTestI18n('shell', shellBundles));

beforeEach(() => {
  runtime.loadRemote.mockReset();
  runtime.registerRemotes.mockClear();
  startShellRuntime({
    remoteModules: registerBrowserRemotes(
      REMOTES.map(({ name, folder }) => stable(name, folder)),
      'server-rendered',
    ),
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a remote region', () => {
  it('renders the remote module once it is loaded', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: ({ greeting }: { greeting: string }) => <h1>{greeting}</h1>,
    });
    await act(async () =>
      renderRoute(<RemoteRegion remote="mf_content" expose="./home" props={{ greeting: 'Welcome' }} />),
    );
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_content/home');
  });

  it('shows the translated fallback when the remote is unavailable, loading it only once, and retries on request', async () => {
    runtime.loadRemote.mockResolvedValueOnce(remoteFailureModule('mf_content/about', new Error('offline')));
    await act(async () =>
      renderRoute(<RemoteRegion remote="mf_content" expose="./about" />, { onCaughtError }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This part of the site could not be loaded' }),
    ).toBeInTheDocument();
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    runtime.loadRemote.mockResolvedValueOnce({ default: () => <h1>About Us</h1> });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'About Us' })).toBeInTheDocument();
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'mf_content', entry: expect.stringContaining('/remotes/mf-content/1.0.0/mf-manifest.json') }],
      { force: true },
    );
  });

  it('in place of a page, titles the document and keeps the failure out of search results', async () => {
    runtime.loadRemote.mockResolvedValueOnce(remoteFailureModule('mf_content/contact', new Error('offline')));
    await act(async () =>
      renderRoute(<RemoteRegion remote="mf_content" expose="./contact" isPage />, {
        path: '/contact-us',
        onCaughtError,
      }),
    );
    await screen.findByTestId('remote-fallback');
    expect(document.title).toBe('This part of the site could not be loaded | Doral Production Rentals');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('keeps a remote that throws while rendering inside its region', async () => {
    runtime.loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    vi.mocked(console.error).mockImplementation(() => undefined);
    await act(async () =>
      renderRoute(
        <>
          <p>header</p>
          <RemoteRegion remote="mf_catalogue" expose="./service-list" />
          <p>footer</p>
        </>,
      ),
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('header')).toBeInTheDocument();
    expect(screen.getByText('footer')).toBeInTheDocument();
  });
});

describe('a page region', () => {
  it('shows its fallback when its remote could not give the page its data, and asks again on retry', async () => {
    runtime.loadRemote.mockResolvedValue({ default: () => <h1>Services</h1> });
    const loader = vi.fn(() => ({ ok: true }));
    await act(async () =>
      renderRoute(<RemoteRegion remote="mf_catalogue" expose="./service-list" isPage />, {
        path: '/services',
        data: { remoteDataUnavailable: true },
        loader,
        onCaughtError,
        onRecoverableError,
      }),
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(loader).toHaveBeenCalledTimes(1);
  });
});

describe('a page region whose canary failed to load in the browser', () => {
  const canaryVisitor = {
    remote: 'mf_catalogue' as const,
    channel: 'canary' as const,
    version: '2.0.0',
    entry: '/remotes/mf-catalogue/2.0.0/mf-manifest.json',
    rolloutId: 'catalogue-2.0.0',
    renderedVersion: '2.0.0',
    stable: { version: '1.0.0', entry: '/remotes/mf-catalogue/1.0.0/mf-manifest.json' },
  };
  /** One build of the services page: each build's page says which it is, in its text and its class names. */
  const build = (version: string) => ({
    load: async () => ({ default: () => <h1 className={`title-${version}`}>{`Services ${version}`}</h1> }),
    reset: () => undefined,
    keepsFailures: true,
  });
  const page = (
    <PageRemotesContext value={[canaryVisitor]}>
      <RemoteRegion remote="mf_catalogue" expose="./service-list" isPage />
    </PageRemotesContext>
  );

  it('is rendered afresh by the stable it fell back to, not hydrated over the canary’s HTML, without a word from React', async () => {
    startShellRuntime({ remoteModules: build('2.0.0') });
    shellRuntime().loadedVersions.set('mf_catalogue', '2.0.0');
    await loadRemoteModule('mf_catalogue/service-list');
    const { serverPage, container, problems } = await hydrateServerPage(page, {
      path: '/services',
      data: { items: [] },
      onRecoverableError,
      inBrowser() {
        // The canary failed here: the browser runs the stable's code, whose manifest declared 1.0.0.
        startShellRuntime({ remoteModules: build('1.0.0') });
        shellRuntime().loadedVersions.set('mf_catalogue', '1.0.0');
      },
    });
    expect(serverPage.querySelector('h1')).toHaveTextContent('Services 2.0.0');
    expect(await findByRole(container, 'heading', { name: 'Services 1.0.0' })).toHaveClass('title-1.0.0');
    expect(container.querySelector('[data-remote="mf_catalogue"]')).toHaveAttribute(
      'data-remote-version',
      '1.0.0',
    );
    expect(problems).toEqual([]);
  });
});
