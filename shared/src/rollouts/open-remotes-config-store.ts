import { RemotesConfigOverHttp } from './remotes-config-over-http.ts';
import { RemotesConfigFile, type RemotesConfigStore } from './remotes-config-store.ts';

export const isRemotesConfigUrl = (location: string) => /^https?:\/\//i.test(location);

/** The store for remotes.json at `location`: a URL (`http://`, `https://`) or a file. */
export const openRemotesConfigStore = (location: string, token?: string): RemotesConfigStore =>
  isRemotesConfigUrl(location) ? new RemotesConfigOverHttp(location, token) : new RemotesConfigFile(location);
