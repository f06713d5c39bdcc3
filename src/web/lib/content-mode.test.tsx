import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeAuth } from '../../../test/web/fake-auth';
import { renderWithAuth } from '../../../test/web/render-with-auth';
import { setContentModeChoice, useContentMode } from './content-mode';

function Probe() {
  return <p>content: {useContentMode()}</p>;
}

// The test browser runs on localhost: a local host.
describe('content mode on a local host', () => {
  it('is local by default, and follows the developer choosing live content and back', async () => {
    renderWithAuth(<Probe />, fakeAuth());
    expect(await screen.findByText('content: local')).toBeTruthy();
    act(() => setContentModeChoice('live'));
    expect(await screen.findByText('content: live')).toBeTruthy();
    expect(window.localStorage.getItem('prod_contentMode')).toBe('live');
    act(() => setContentModeChoice('local'));
    expect(await screen.findByText('content: local')).toBeTruthy();
  });
});
