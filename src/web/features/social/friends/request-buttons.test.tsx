import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../../test/web/a11y';
import { AddFriendButton, AnswerRequestButtons, CancelRequestButton } from './request-buttons';
import '../i18n';

describe('friend request buttons', () => {
  it('ask to be friends, take a request back, and accept or decline one, each naming its request', async () => {
    const run = vi.fn();
    const { container } = render(
      <div>
        <AddFriendButton run={run} pending={false} />
        <CancelRequestButton requestId="sent-1" run={run} pending={false} />
        <AnswerRequestButtons requestId="got-2" run={run} pending={false} />
      </div>,
    );
    const buttons = screen.getAllByRole('button');
    for (const button of buttons) await userEvent.click(button);
    expect(run.mock.calls.map(([command]) => command)).toEqual([
      { kind: 'add' },
      { kind: 'cancel', requestId: 'sent-1' },
      { kind: 'accept', requestId: 'got-2' },
      { kind: 'decline', requestId: 'got-2' },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('are disabled while an action is under way', () => {
    render(<AnswerRequestButtons requestId="got-2" run={vi.fn()} pending />);
    expect(screen.getAllByRole('button').every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
  });
});
