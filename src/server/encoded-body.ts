import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type Encoding = 'br' | 'gzip';

/** Bodies smaller than this go out as they are (the compression plugin's own threshold, app.ts). */
export const COMPRESS_THRESHOLD = 1024;

/** The same settings the compression plugin uses for what it compresses on the way out. */
const encoders: Record<Encoding, (text: string) => Buffer> = {
  br: (text) =>
    brotliCompressSync(text, {
      params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 },
    }),
  gzip: (text) => gzipSync(text),
};

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip'] });

/** The encoding to send for an Accept-Encoding header, as the compression plugin would choose it. */
export function encodingFor(header: string | undefined): Encoding | null {
  // "*" and "x-gzip" read as gzip, as the plugin reads them.
  return header ? negotiator.negotiate(header.toLowerCase().replace(/\*|x-gzip/g, 'gzip')) : null;
}

/**
 * A text that is sent many times unchanged (a kept page, a published answer): each encoding is
 * made the first time someone asks for it and kept with the text, so a repeat costs no
 * compression. Sent with Content-Encoding set, the compression plugin leaves it as it is.
 */
export class EncodedBody {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly text: string) {}

  /** Sends the text in the best encoding the request accepts; the caller sets Vary. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const encoding = this.text.length < COMPRESS_THRESHOLD ? null : encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(this.text);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = encoders[encoding](this.text);
      this.encoded.set(encoding, body);
    }
    return reply.header('Content-Encoding', encoding).send(body);
  }
}
