import { Readable } from 'node:stream';
import {
  checkedKey,
  ReleaseFileTooLarge,
  readCapped,
  ReleaseStoreError,
  type ReadLimits,
  type ReleaseStore,
} from './release-store.ts';
import { isReleaseVersion } from '../release-manifest.ts';

const REQUEST_TIMEOUT_MS = 15_000;

/**
 * Releases on an HTTP origin that accepts PUT (a WebDAV folder): read with GET, published with a PUT
 * that carries `If-None-Match: *`, listed with PROPFIND. `token` is sent as a bearer token when set
 * (RELEASE_STORE_TOKEN).
 */
export class HttpReleaseStore implements ReleaseStore {
  readonly location: string;

  constructor(
    location: string,
    private readonly token?: string,
  ) {
    this.location = location.endsWith('/') ? location : `${location}/`;
  }

  /** Built by the URL API from checked segments, and checked again to lie under the store's location. */
  private url(key: string): string {
    const folder = key.endsWith('/');
    const url = new URL(`${checkedKey(folder ? key.slice(0, -1) : key)}${folder ? '/' : ''}`, this.location);
    if (!url.href.startsWith(this.location)) throw new ReleaseStoreError(`${key} is outside the store`);
    return url.href;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  private async request(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    try {
      return await fetch(url, {
        ...init,
        redirect: 'error',
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      throw new ReleaseStoreError(`${url} cannot be reached (${(error as Error).message})`);
    }
  }

  async read(key: string, { maxBytes, signal }: ReadLimits): Promise<Buffer | undefined> {
    const url = this.url(key);
    const response = await this.request(url, { headers: this.headers() }, signal);
    if (response.status === 404) {
      await response.body?.cancel();
      return undefined;
    }
    if (!response.ok || !response.body) {
      await response.body?.cancel();
      throw new ReleaseStoreError(`${url} answered ${response.status}`);
    }
    const length = Number(response.headers.get('content-length'));
    if (length > maxBytes) {
      await response.body.cancel();
      throw new ReleaseFileTooLarge(`${key} is larger than ${maxBytes} bytes`);
    }
    try {
      return await readCapped(Readable.fromWeb(response.body as never), maxBytes, key);
    } catch (error) {
      if (error instanceof ReleaseStoreError) throw error;
      throw new ReleaseStoreError(`${url} broke off (${(error as Error).message})`);
    }
  }

  async writeNew(key: string, body: Buffer, contentType: string): Promise<'written' | 'exists'> {
    const url = this.url(key);
    // An origin that ignores If-None-Match would overwrite: ask first, then write conditionally anyway.
    const head = await this.request(url, { method: 'HEAD', headers: this.headers() });
    if (head.ok) return 'exists';
    const response = await this.request(url, {
      method: 'PUT',
      headers: this.headers({ 'content-type': contentType, 'if-none-match': '*' }),
      body: new Uint8Array(body),
    });
    await response.body?.cancel();
    if (response.status === 412) return 'exists';
    if (!response.ok) throw new ReleaseStoreError(`PUT ${url} answered ${response.status}`);
    return 'written';
  }

  async versions(remoteFolder: string): Promise<string[]> {
    const folderUrl = this.url(`${remoteFolder}/`);
    const response = await this.request(folderUrl, {
      method: 'PROPFIND',
      headers: this.headers({ depth: '1' }),
    });
    if (response.status === 404) return [];
    if (!response.ok) throw new ReleaseStoreError(`PROPFIND ${folderUrl} answered ${response.status}`);
    const listing = await response.text();
    const folderPath = new URL(folderUrl).pathname;
    const versions = [...listing.matchAll(/<(?:\w+:)?href>([^<]+)<\/(?:\w+:)?href>/g)]
      .map(([, href]) => decodeURIComponent(new URL(href!, folderUrl).pathname))
      .filter((href) => href.startsWith(folderPath) && href !== folderPath)
      .map((href) => href.slice(folderPath.length).replace(/\/$/, ''))
      .filter((name) => isReleaseVersion(name));
    const published = await Promise.all(
      versions.map(async (version) => {
        const head = await this.request(this.url(`${remoteFolder}/${version}/release.json`), {
          method: 'HEAD',
          headers: this.headers(),
        });
        return head.ok ? version : undefined;
      }),
    );
    return published.filter((version): version is string => version !== undefined);
  }

  publicUrl(key: string): string {
    return this.url(key);
  }
}
