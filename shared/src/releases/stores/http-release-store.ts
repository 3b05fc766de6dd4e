import { Readable } from 'node:stream';
import {
  ReleaseFileTooLarge,
  ReleaseStoreError,
  type ReadLimits,
  type ReleaseStore,
} from './release-store.ts';
import { checkedKey, readCapped, STORE_REQUEST_TIMEOUT_MS } from './store-requests.ts';
import { isReleaseVersion } from '../release-manifest.ts';

/** The folder an address is in, with its trailing `/`. */
const folderOf = (url: string) => new URL(url.endsWith('/') ? '..' : '.', url).href;

/**
 * Releases on an HTTP origin that accepts PUT (a WebDAV folder): read with GET, published with a PUT
 * that carries `If-None-Match: *`, listed with PROPFIND. A WebDAV server refuses a PUT into a folder
 * that does not exist (`409 Conflict`), so the folders a file needs are made with MKCOL, inside the
 * store only: the store's own folder is the operator's to create. `token` is sent as a bearer token when
 * set (RELEASE_STORE_TOKEN).
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
    const href = new URL(`${checkedKey(folder ? key.slice(0, -1) : key)}${folder ? '/' : ''}`, this.location)
      .href;
    if (!href.startsWith(this.location) || href === this.location)
      throw new ReleaseStoreError(`${key} is outside the store ${this.location}`);
    return href;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    return { ...(this.token ? { authorization: `Bearer ${this.token}` } : {}), ...extra };
  }

  private async request(url: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(STORE_REQUEST_TIMEOUT_MS);
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
    await head.body?.cancel();
    if (head.ok) return 'exists';
    let status = await this.put(url, body, contentType);
    // 409 Conflict: a folder on the way does not exist yet (RFC 4918, 9.7.1).
    if (status === 409) {
      await this.makeFolder(folderOf(url));
      status = await this.put(url, body, contentType);
    }
    if (status === 412) return 'exists';
    if (status < 200 || status > 299) throw new ReleaseStoreError(`PUT ${url} answered ${status}`);
    return 'written';
  }

  private async put(url: string, body: Buffer, contentType: string): Promise<number> {
    const response = await this.request(url, {
      method: 'PUT',
      headers: this.headers({ 'content-type': contentType, 'if-none-match': '*' }),
      body: new Uint8Array(body),
    });
    await response.body?.cancel();
    return response.status;
  }

  /**
   * Makes `folderUrl` and whichever of its parents inside the store are missing, nearest first: a
   * publication usually adds one folder to a remote's that exists. A folder that is there already, made
   * by another publisher meanwhile or long ago, is answered `405 Method Not Allowed`, which is as good.
   */
  private async makeFolder(folderUrl: string): Promise<void> {
    if (folderUrl === this.location)
      throw new ReleaseStoreError(
        `the store's folder ${this.location} does not exist: create it first (MKCOL), it is not made here`,
      );
    let status = await this.mkcol(folderUrl);
    if (status === 409) {
      await this.makeFolder(folderOf(folderUrl));
      status = await this.mkcol(folderUrl);
    }
    if (status !== 201 && status !== 405)
      throw new ReleaseStoreError(`MKCOL ${folderUrl} answered ${status}`);
  }

  private async mkcol(folderUrl: string): Promise<number> {
    const response = await this.request(folderUrl, { method: 'MKCOL', headers: this.headers() });
    await response.body?.cancel();
    return response.status;
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
