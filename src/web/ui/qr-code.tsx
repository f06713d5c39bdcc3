import QRCode from 'qrcode';
import { useMemo } from 'react';

/**
 * The module matrix for `value`, or null when it holds more than the largest QR code can
 * (about 2,300 characters of a URL): share codes may legitimately be longer than that.
 */
function encode(value: string) {
  try {
    return QRCode.create(value, { errorCorrectionLevel: 'M' }).modules;
  } catch {
    return null;
  }
}

/** Whether `value` fits in one QR code. */
export function fitsInQrCode(value: string): boolean {
  return encode(value) !== null;
}

/** The code as one SVG path with a four-module quiet zone, or null when `value` does not fit. */
function draw(value: string): { size: number; path: string } | null {
  const modules = encode(value);
  if (!modules) return null;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + 4} ${row + 4}h1v1h-1z`;
    }
  }
  return { size: modules.size + 8, path };
}

/**
 * A QR code drawn as one SVG path from the encoder's module matrix, dark on white for any
 * camera (no HTML injection). When the text is too long for a QR code it shows `tooLong`
 * instead, so a long link never breaks the page around it.
 */
export function QrCode({
  value,
  label,
  tooLong,
  className = 'size-40',
}: {
  value: string;
  label: string;
  /** Shown in place of the code when `value` does not fit in one. */
  tooLong: string;
  className?: string;
}) {
  const drawing = useMemo(() => draw(value), [value]);
  if (!drawing) {
    return (
      <p role="note" className="max-w-xs text-sm text-steel print:text-black">
        {tooLong}
      </p>
    );
  }
  const { size, path } = drawing;
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      className={className}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
