import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipProvider } from './tooltip';

function renderTwo() {
  render(
    <TooltipProvider>
      <Tooltip content="First help">
        <button type="button">First</button>
      </Tooltip>
      <Tooltip content="Second help">
        <button type="button">Second</button>
      </Tooltip>
    </TooltipProvider>,
  );
  return {
    first: screen.getByRole('button', { name: 'First' }),
    second: screen.getByRole('button', { name: 'Second' }),
  };
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element.parentElement!, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element.parentElement!, { pointerType: 'mouse' });

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 700 ms after hovering, and describes its trigger while open', () => {
    const { first } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip').textContent).toBe('First help');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByRole('tooltip').id);
    leave(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(first.getAttribute('aria-describedby')).toBeNull();
  });

  it('opens the next one at once within 300 ms of one closing, and waits again after that', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    leave(first);
    act(() => vi.advanceTimersByTime(200));
    hover(second);
    expect(screen.getByRole('tooltip').textContent).toBe('Second help');
    leave(second);
    act(() => vi.advanceTimersByTime(400));
    hover(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('opens at once on keyboard focus or a tap, and closes with Escape or blur', () => {
    const { first } = renderTwo();
    fireEvent.focus(first);
    expect(screen.getByRole('tooltip').textContent).toBe('First help');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.click(first);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.blur(first);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores touch hover, so a tap is the only way in on phones', () => {
    const { first } = renderTwo();
    fireEvent.pointerEnter(first.parentElement!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
