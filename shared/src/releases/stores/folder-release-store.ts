import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  ReleaseFileTooLarge,
  ReleaseStoreError,
  type ReadLimits,
  type ReleaseStore,
} from './release-store.ts';
import { checkedKey, joinKey } from './store-requests.ts';
import { isReleaseVersion } from '../release-manifest.ts';

/**
 * Releases in a folder on this machine: the store `npm start` uses, which the site serves itself under
 * `publicBase`. A file appears whole or not at all (written aside, then linked in place, which fails if
 * the name is taken).
 */
export class FolderReleaseStore implements ReleaseStore {
  constructor(
    readonly location: string,
    private readonly publicBase: string,
  ) {}

  private file(key: string): string {
    const file = path.resolve(this.location, checkedKey(key));
    if (!file.startsWith(path.resolve(this.location) + path.sep))
      throw new ReleaseStoreError(`${key} is outside the store`);
    return file;
  }

  async read(key: string, { maxBytes }: ReadLimits): Promise<Buffer | undefined> {
    const file = this.file(key);
    let handle: fs.promises.FileHandle;
    try {
      handle = await fs.promises.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw new ReleaseStoreError(`${file} cannot be read (${(error as Error).message})`);
    }
    try {
      const { size } = await handle.stat();
      if (size > maxBytes) throw new ReleaseFileTooLarge(`${key} is larger than ${maxBytes} bytes`);
      return await handle.readFile();
    } finally {
      await handle.close();
    }
  }

  async writeNew(key: string, body: Buffer): Promise<'written' | 'exists'> {
    const file = this.file(key);
    await fs.promises.mkdir(path.dirname(file), { recursive: true });
    const aside = `${file}.${randomUUID()}.part`;
    await fs.promises.writeFile(aside, body);
    try {
      await fs.promises.link(aside, file);
      return 'written';
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    } finally {
      await fs.promises.rm(aside, { force: true });
    }
  }

  async versions(remoteFolder: string): Promise<string[]> {
    const folder = this.file(remoteFolder);
    const entries = await fs.promises.readdir(folder).catch(() => []);
    return entries.filter(
      (version) => isReleaseVersion(version) && fs.existsSync(path.join(folder, version, 'release.json')),
    );
  }

  publicUrl(key: string): string {
    return joinKey(this.publicBase, checkedKey(key));
  }
}
