import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeList, makePack } from '../../../../domain/army/test-factories';
import { i18n } from '../../../lib/i18n';
import { PrintView } from './print-view';

function renderPrint(code: string) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PrintView code={code} list={makeList([{ unitId: 'warlord' }])} pack={makePack()} courtesy={false} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

describe('PrintView', () => {
  it('prints a QR code of the share link', () => {
    renderPrint('R1~short');
    expect(screen.getByRole('img', { name: 'QR code of the share link' })).toBeTruthy();
    expect(screen.getByText('Scan to open the list')).toBeTruthy();
  });

  it('prints a note and the link as text when the link is too long for a QR code', () => {
    const code = `R1~${'x'.repeat(3000)}`;
    renderPrint(code);
    expect(screen.queryByRole('img', { name: 'QR code of the share link' })).toBeNull();
    expect(screen.getByRole('note').textContent).toBe(
      'This link is too long for a QR code. Open the list with the link below.',
    );
    expect(screen.getByText(`${window.location.origin}/shared-list/${code}`)).toBeTruthy();
  });
});
