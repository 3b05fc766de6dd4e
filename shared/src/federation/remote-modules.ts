/**
 * The remotes, described once (docs/architecture.md#federation): each one's container name
 * (identifier-safe), its folder, the short name operators type (`npm run rollout -- kill catalogue`), its
 * dev-server port and the modules it exposes, which is the contract between the shell and the remote.
 * The build configs, the site server, lint, the tests, the shell's routes and the operators' tools all
 * read this table. It stays plain data with no imports, so Node configs and browser code alike load it.
 */
export const REMOTES = [
  {
    name: 'mf_catalogue',
    folder: 'mf-catalogue',
    shortName: 'catalogue',
    devPort: 3001,
    exposes: [
      './equipment-list',
      './equipment-detail',
      './service-list',
      './service-detail',
      './package-list',
      './package-detail',
    ],
  },
  {
    name: 'mf_cart_quote',
    folder: 'mf-cart-quote',
    shortName: 'cart-quote',
    devPort: 3002,
    exposes: ['./cart-sidebar', './request-quote'],
  },
  {
    name: 'mf_content',
    folder: 'mf-content',
    shortName: 'content',
    devPort: 3003,
    exposes: ['./home', './about', './latest-projects', './contact'],
  },
] as const;

export type RemoteDescription = (typeof REMOTES)[number];
export type RemoteName = RemoteDescription['name'];
export type RemoteFolder = RemoteDescription['folder'];
type DescriptionOf<R extends RemoteName> = Extract<RemoteDescription, { name: R }>;
export type ExposedModule<R extends RemoteName = RemoteName> = DescriptionOf<R>['exposes'][number];

export const remoteNamed = <R extends RemoteName>(name: R): DescriptionOf<R> =>
  REMOTES.find((remote): remote is DescriptionOf<R> => remote.name === name)!;

/** `mf_catalogue/equipment-list`: the id `loadRemote` takes. */
export const remoteModuleId = <R extends RemoteName>(remote: R, expose: ExposedModule<R>) =>
  `${remote}/${expose.slice(2)}`;

/** Props the shell passes to the cart sidebar it mounts from the cart-quote remote. */
export interface CartSidebarProps {
  open: boolean;
  onClose: () => void;
}
