import { createRemoteConfig } from '../rspack.config.base.ts';

export default (_env: unknown, argv: { mode?: string }) => createRemoteConfig('mf-cart-quote', argv);
