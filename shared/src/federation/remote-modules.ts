/**
 * The remotes, described once (docs/architecture.md#federation): each one's container name
 * (identifier-safe), its folder, the short name operators type (`npm run rollout -- kill catalogue`), its
 * dev-server port and the widgets it exposes besides its pages (the pages are declared in
 * `shared/src/federation/site-pages.ts`; `exposed-modules.ts` puts the two together into the contract between
 * the shell and the remote). The build configs, the site server, lint, the tests and the operators' tools
 * all read this table. It stays plain data with no imports, so Node configs and browser code alike load it.
 */
export const REMOTES = [
  {
    name: 'mf_catalogue',
    folder: 'mf-catalogue',
    shortName: 'catalogue',
    devPort: 3001,
    widgets: [],
  },
  {
    name: 'mf_cart_quote',
    folder: 'mf-cart-quote',
    shortName: 'cart-quote',
    devPort: 3002,
    widgets: ['./cart-sidebar'],
  },
  {
    name: 'mf_content',
    folder: 'mf-content',
    shortName: 'content',
    devPort: 3003,
    widgets: [],
  },
] as const;

export type RemoteDescription = (typeof REMOTES)[number];
export type RemoteName = RemoteDescription['name'];
export type RemoteFolder = RemoteDescription['folder'];
export type DescriptionOf<R extends RemoteName> = Extract<RemoteDescription, { name: R }>;

export const remoteNamed = <R extends RemoteName>(name: R): DescriptionOf<R> =>
  REMOTES.find((remote): remote is DescriptionOf<R> => remote.name === name)!;

/** The remote an operator or a setting names: `catalogue`, `mf-catalogue` or `mf_catalogue`; undefined when none. */
export const remoteCalled = (alias: string): RemoteDescription | undefined =>
  REMOTES.find((remote) => [remote.folder, remote.name, remote.shortName].some((known) => known === alias));

/** Props the shell passes to the cart sidebar it mounts from the cart-quote remote. */
export interface CartSidebarProps {
  open: boolean;
  onClose: () => void;
}
