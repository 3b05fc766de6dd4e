/**
 * The contract between the shell and the remotes: each remote's container name and the modules it
 * exposes. The remotes' build configs, the shell's routes and the contract check all read this table.
 */
export const REMOTE_EXPOSES = {
  mf_catalogue: [
    './equipment-list',
    './equipment-detail',
    './service-list',
    './service-detail',
    './package-list',
    './package-detail',
  ],
  mf_cart_quote: ['./cart-sidebar', './request-quote'],
  mf_content: ['./home', './about', './latest-projects', './contact'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type ExposedModule<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** `mf_catalogue/equipment-list`: the id `loadRemote` takes. */
export const remoteModuleId = <R extends RemoteName>(remote: R, expose: ExposedModule<R>) =>
  `${remote}/${expose.slice(2)}`;

/** Props the shell passes to the cart sidebar it mounts from the cart-quote remote. */
export interface CartSidebarProps {
  open: boolean;
  onClose: () => void;
}
