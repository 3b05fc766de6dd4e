import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const ENCODINGS = ['br', 'gzip'] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** A JSON answer with its brotli and gzip forms, made once for an answer that is sent many times. */
export interface EncodedAnswer {
  json: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * Brotli for answers compressed as they are sent (app.ts) or kept (below): a middling level, because it
 * runs once per answer.
 */
export const ANSWER_BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };

/** `content` compressed as `encoding`, at the level of the other API answers, on the thread pool. */
export const compressedForm = (content: string | Buffer, encoding: Encoding): Promise<Buffer> =>
  encoding === 'br' ? brotli(content, ANSWER_BROTLI) : gzip(content);

/** Both forms of a JSON answer. */
export async function encodeAnswer(json: string): Promise<EncodedAnswer> {
  const [br, gz] = await Promise.all([compressedForm(json, 'br'), compressedForm(json, 'gzip')]);
  return { json, br, gzip: gz };
}

/** Bytes an encoded answer holds in memory (the text counted at V8's two bytes a character at most). */
export const encodedAnswerBytes = ({ json, br, gzip: gz }: EncodedAnswer) =>
  json.length * 2 + br.length + gz.length;

/**
 * The encodings already chosen, by header: browsers send one of a few headers, so a kept answer is sent
 * without reading its header again. Bounded, since a client may send any header at all.
 */
const chosen = new Map<string, Encoding | undefined>();
const CHOSEN_MAX = 64;

// As @fastify/compress reads the header: "*" (no preference) and x-gzip mean gzip.
const negotiated = (header: string): Encoding | undefined => {
  const encoding = negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), [...ENCODINGS]);
  return ENCODINGS.find((candidate) => candidate === encoding);
};

/** The encoding the client accepts best of brotli and gzip, none when it accepts neither. */
export const acceptedEncoding = (request: FastifyRequest): Encoding | undefined => {
  const header = request.headers['accept-encoding'];
  if (!header) return undefined;
  if (chosen.has(header)) return chosen.get(header);
  const encoding = negotiated(header);
  if (chosen.size >= CHOSEN_MAX) chosen.clear();
  chosen.set(header, encoding);
  return encoding;
};

/**
 * Sends the form the client accepts. Compressing on every send cost about three times the rest of sending
 * a kept answer; @fastify/compress leaves an answer that already has a Content-Encoding alone.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, answer: EncodedAnswer) {
  const encoding = acceptedEncoding(request);
  reply.header('Vary', 'accept-encoding').type('application/json; charset=utf-8');
  if (!encoding) return reply.send(answer.json);
  return reply.header('Content-Encoding', encoding).send(answer[encoding]);
}
