import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fitsInQrCode, QrCode } from './qr-code';

const TOO_LONG = 'This link is too long for a QR code.';

describe('QrCode', () => {
  it('draws a link that fits as a labelled image', () => {
    render(<QrCode value="https://rookery.app/shared-list/R1~abc" label="QR code of the link" tooLong={TOO_LONG} />);
    const image = screen.getByRole('img', { name: 'QR code of the link' });
    expect(image.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows the note instead of throwing when a 3,000-character link cannot fit', () => {
    const url = `https://rookery.app/shared-list/R1~${'a'.repeat(3000 - 35)}`;
    expect(url).toHaveLength(3000);
    expect(fitsInQrCode(url)).toBe(false);
    render(<QrCode value={url} label="QR code of the link" tooLong={TOO_LONG} />);
    expect(screen.getByRole('note').textContent).toBe(TOO_LONG);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
