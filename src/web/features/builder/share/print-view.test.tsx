import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeList, makePack } from '../../../../../test/fixtures/army';
import { i18n } from '../../../lib/i18n';
import { PrintView } from './print-view';

function renderPrint(code: string, list = makeList([{ unitId: 'warlord' }])) {
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <PrintView code={code} list={list} pack={makePack()} courtesy={false} />
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

  it('says the list is legal for its game size at its data version, and which unit each character joins', () => {
    renderPrint('R1~short', makeList([{ unitId: 'warlord', attachedTo: 'e2' }, { unitId: 'orc-hunters' }]));
    expect(screen.getByText('Legal for 300 points at data version test-1')).toBeTruthy();
    expect(screen.getByText('joins orc hunters')).toBeTruthy();
  });

  it('names each problem of an illegal list', () => {
    renderPrint('R1~short', makeList([{ unitId: 'warlord' }, { unitId: 'second-warlord' }]));
    expect(screen.getByText('Not legal: 1 problem at data version test-1')).toBeTruthy();
    const problems = screen.getByRole('list', { name: 'List check' });
    expect(problems.textContent).toContain('2 High Command units');
  });
});
