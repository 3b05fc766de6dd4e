import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { CatalogueCacheSettings } from '../config.ts';
import { seededContentVersion } from '../db/seeded-content-version.ts';
import { encodeAnswer, encodedAnswerBytes, sendEncoded, type EncodedAnswer } from './encoded-answer.ts';

/**
 * Answers about what only the seed writes (db/seeded-content-version.ts) kept in memory: each answer as the JSON
 * text its route's serializer wrote and that text compressed, so that a kept answer is sent without
 * reading, serializing or compressing it again. Requests for an answer that is being read wait for that
 * one read; a read that fails (an unknown item) is not kept.
 */
export class KeptAnswers {
  readonly #answers: LRUCache<string, EncodedAnswer, () => Promise<string>>;
  readonly #onContentChange: () => void;
  #version = seededContentVersion();

  constructor(options: CatalogueCacheSettings, onContentChange: () => void = () => {}) {
    this.#onContentChange = onContentChange;
    this.#answers = new LRUCache({
      ttl: options.ttlSeconds * 1000,
      maxSize: options.maxBytes,
      sizeCalculation: (answer, key) => key.length * 2 + encodedAnswerBytes(answer),
      fetchMethod: async (_key, _stale, { context }) => encodeAnswer(await context()),
      // A read under way when the content changes still answers its requests, but is not kept.
      ignoreFetchAbort: true,
    });
  }

  /** Memory the kept answers take, in bytes (counted as `maxBytes` is). */
  get bytes(): number {
    return this.#answers.calculatedSize;
  }

  /** The version of the seeded content the answers kept now were read from. */
  get version(): number {
    this.#dropIfContentChanged();
    return this.#version;
  }

  /** The answer kept under `key`, or the JSON text `read` gives, kept for `ttlMs` when given. */
  answer(key: string, read: () => Promise<string>, ttlMs?: number): Promise<EncodedAnswer> {
    this.#dropIfContentChanged();
    return this.#answers.forceFetch(key, { context: read, ...(ttlMs === undefined ? {} : { ttl: ttlMs }) });
  }

  #dropIfContentChanged() {
    const version = seededContentVersion();
    if (version === this.#version) return;
    this.#answers.clear();
    this.#version = version;
    this.#onContentChange();
  }
}

/**
 * A route's way to answer from `kept`: the answer under `key`, kept, or read and written by the route's
 * serializer. With no kept answers (`false`), every answer is read.
 */
export const keptAnswerSender =
  (kept: KeptAnswers | false) =>
  async <T>(request: FastifyRequest, reply: FastifyReply, key: string, read: () => Promise<T>) => {
    if (!kept) return read();
    const answer = await kept.answer(key, async () => String(reply.serialize(await read())));
    return sendEncoded(request, reply, answer);
  };
