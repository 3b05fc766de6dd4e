import { createRemoteConfig } from '../build-config/app-configs.ts';

export default (_env: unknown, argv: { mode?: string }) => createRemoteConfig('mf-content', argv);
