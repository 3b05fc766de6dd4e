import { createApiServerConfig } from '../build-config/api-server-build.ts';

export default createApiServerConfig();
