import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../test/web/a11y';
import { QueueItem } from './review-queue';

describe('QueueItem', () => {
  it('is a list entry named by its heading, with its status beside the heading and its details after', async () => {
    const { container } = render(
      <ul>
        <QueueItem headingId="report-7" heading="Comment · Spam" status={<span>Open</span>}>
          <p>Buy cheap dice</p>
        </QueueItem>
      </ul>,
    );
    const item = screen.getByRole('listitem', { name: 'Comment · Spam' });
    expect(screen.getByRole('heading', { level: 3, name: 'Comment · Spam' })).toBeTruthy();
    expect(item.textContent).toBe('Comment · SpamOpenBuy cheap dice');
    expect(await axeViolations(container)).toEqual([]);
  });
});
