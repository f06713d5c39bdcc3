import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedMember } from '../../../test/web/fake-auth';
import { renderWithAuth } from '../../../test/web/render-with-auth';
import { readPreviewModeSwitch, setPreviewModeSwitch, usePreviewMode } from './preview-mode';

function Probe() {
  return <p>{usePreviewMode() ? 'preview mode' : 'normal mode'}</p>;
}
const signedIn = (wab_admin: boolean) => storedMember({ wab_admin, tester: false });

describe('preview mode switch', () => {
  it('is stored for this browser under the environment prefix', () => {
    setPreviewModeSwitch(true);
    expect(window.localStorage.getItem('prod_previewMode')).toBe('on');
    expect(readPreviewModeSwitch()).toBe(true);
    setPreviewModeSwitch(false);
    expect(window.localStorage.getItem('prod_previewMode')).toBeNull();
  });

  it('puts an admin in preview mode at once, and back', async () => {
    renderWithAuth(<Probe />, signedIn(true));
    expect(await screen.findByText('normal mode')).toBeTruthy();
    act(() => setPreviewModeSwitch(true));
    expect(await screen.findByText('preview mode')).toBeTruthy();
    act(() => setPreviewModeSwitch(false));
    expect(await screen.findByText('normal mode')).toBeTruthy();
  });

  it('counts for nobody but a signed-in admin', async () => {
    setPreviewModeSwitch(true);
    renderWithAuth(<Probe />, signedIn(false));
    expect(await screen.findByText('normal mode')).toBeTruthy();
  });
});
