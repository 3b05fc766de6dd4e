import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import {
  ReleaseFileTooLarge,
  ReleaseStoreError,
  type ReadLimits,
  type ReleaseStore,
} from './release-store.ts';
import { checkedKey, joinKey, readCapped, STORE_REQUEST_TIMEOUT_MS } from './store-requests.ts';
import { isReleaseVersion } from '../release-manifest.ts';

export interface S3StoreOptions {
  /** `S3_ENDPOINT`: a store other than AWS (MinIO, R2, …), addressed path-style. */
  endpoint?: string;
  region?: string;
  /** Where browsers fetch the bucket's files (a CDN in front of it); by default the bucket's own address. */
  publicUrl?: string;
  /** Given here by tests; otherwise the SDK's own chain (AWS_ACCESS_KEY_ID and the rest). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/**
 * Releases in an S3-compatible bucket, `s3://<bucket>/<prefix>`, through the AWS SDK. Credentials come the
 * SDK's standard way (AWS_ACCESS_KEY_ID and the rest). Checksums only when an operation requires them:
 * stores other than AWS do not all know the SDK's newer ones.
 */
export class S3ReleaseStore implements ReleaseStore {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;
  private readonly publicBase: string;

  constructor(
    readonly location: string,
    options: S3StoreOptions = {},
  ) {
    const parsed = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(location);
    if (!parsed) throw new ReleaseStoreError(`${location} is not s3://<bucket>/<prefix>`);
    this.bucket = parsed[1]!;
    this.prefix = (parsed[2] ?? '').replace(/\/+$/, '');
    const region = options.region ?? 'us-east-1';
    this.client = new S3Client({
      region,
      ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    });
    this.publicBase =
      options.publicUrl ??
      (options.endpoint
        ? joinKey(options.endpoint, joinKey(this.bucket, this.prefix))
        : joinKey(`https://${this.bucket}.s3.${region}.amazonaws.com`, this.prefix));
  }

  private key(key: string) {
    return joinKey(this.prefix, checkedKey(key));
  }

  private signal(signal?: AbortSignal) {
    const timeout = AbortSignal.timeout(STORE_REQUEST_TIMEOUT_MS);
    return signal ? AbortSignal.any([signal, timeout]) : timeout;
  }

  private failure(action: string, key: string, error: unknown): ReleaseStoreError {
    const status = statusOf(error);
    return new ReleaseStoreError(
      `${action} ${this.location}/${key} failed (${status ? `${status} ` : ''}${(error as Error).message})`,
    );
  }

  async read(key: string, { maxBytes, signal }: ReadLimits): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.key(key) }),
        { abortSignal: this.signal(signal) },
      );
      if ((answer.ContentLength ?? 0) > maxBytes) {
        answer.Body?.transformToWebStream().cancel();
        throw new ReleaseFileTooLarge(`${key} is larger than ${maxBytes} bytes`);
      }
      if (!answer.Body) return Buffer.alloc(0);
      return await readCapped(answer.Body as AsyncIterable<Uint8Array>, maxBytes, key);
    } catch (error) {
      if (error instanceof ReleaseStoreError) throw error;
      if (statusOf(error) === 404) return undefined;
      throw this.failure('GET', key, error);
    }
  }

  async writeNew(key: string, body: Buffer, contentType: string): Promise<'written' | 'exists'> {
    // A store without conditional writes ignores IfNoneMatch: ask first, then write conditionally anyway.
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.key(key) }), {
        abortSignal: this.signal(),
      });
      return 'exists';
    } catch (error) {
      if (statusOf(error) !== 404) throw this.failure('HEAD', key, error);
    }
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.bucket,
          Key: this.key(key),
          Body: body,
          ContentType: contentType,
          IfNoneMatch: '*',
        }),
        { abortSignal: this.signal() },
      );
      return 'written';
    } catch (error) {
      if (statusOf(error) === 412) return 'exists';
      throw this.failure('PUT', key, error);
    }
  }

  async versions(remoteFolder: string): Promise<string[]> {
    const prefix = `${this.key(remoteFolder)}/`;
    const versions: string[] = [];
    let token: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }),
          { abortSignal: this.signal() },
        );
        for (const { Key } of page.Contents ?? []) {
          const match = Key && /^([^/]+)\/release\.json$/.exec(Key.slice(prefix.length));
          // A name that is no version is no release: it is never offered, so never joined into a key.
          if (match && isReleaseVersion(match[1])) versions.push(match[1]!);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    } catch (error) {
      throw this.failure('LIST', `${remoteFolder}/`, error);
    }
    return versions;
  }

  publicUrl(key: string): string {
    return joinKey(this.publicBase, checkedKey(key));
  }
}
