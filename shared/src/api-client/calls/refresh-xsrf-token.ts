import { send } from '../http-client.ts';

/** Asks the API for a new XSRF-TOKEN cookie, which the HTTP client then echoes with the next write. */
export const refreshXsrfToken = () => send<void>({ method: 'GET', url: '/xsrf-token' });
