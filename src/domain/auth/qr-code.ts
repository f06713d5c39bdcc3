const SVG_DATA_PREFIX = /^(?:data:image\/svg\+xml;(?:utf-?8|charset=utf-?8),)+/i;

/**
 * An <img> source for an authenticator QR code. GoTrue sends raw SVG and the auth client adds a
 * `data:image/svg+xml;utf-8,` prefix; a server that already sent a data URI ends up with two.
 * The SVG is percent-encoded, because a raw `#` (in its colours) would end a data URI early.
 */
export function qrCodeImageSource(qrCode: string): string {
  const body = qrCode.replace(SVG_DATA_PREFIX, '');
  if (!/^\s*</.test(body)) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(body.trim())}`;
}
