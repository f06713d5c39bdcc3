import { describe, expect, it } from 'vitest';
import { qrCodeImageSource } from './qr-code';

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path fill="#14110f" d="M0 0h1"/></svg>';
const expected = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

describe('qrCodeImageSource', () => {
  it('encodes raw SVG so its # colours do not end the URI', () => {
    expect(qrCodeImageSource(svg)).toBe(expected);
    expect(expected).not.toContain('#');
  });

  it('accepts the data URI auth-js builds, once or twice prefixed', () => {
    expect(qrCodeImageSource(`data:image/svg+xml;utf-8,${svg}`)).toBe(expected);
    expect(qrCodeImageSource(`data:image/svg+xml;utf-8,data:image/svg+xml;utf-8,${svg}`)).toBe(expected);
  });

  it('leaves any other image source alone', () => {
    expect(qrCodeImageSource('data:image/png;base64,iVBOR')).toBe('data:image/png;base64,iVBOR');
  });
});
