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
      <p>Elsewhere</p>
    </TooltipProvider>,
  );
  return {
    first: screen.getByRole('button', { name: 'First' }),
    second: screen.getByRole('button', { name: 'Second' }),
  };
}

const hover = (element: HTMLElement) => fireEvent.pointerEnter(element.parentElement!, { pointerType: 'mouse' });
const leave = (element: HTMLElement) => fireEvent.pointerLeave(element.parentElement!, { pointerType: 'mouse' });
/** What a finger does on a phone: touch pointer events, focus, then a click. */
const tap = (element: HTMLElement) => {
  fireEvent.pointerEnter(element.parentElement!, { pointerType: 'touch' });
  fireEvent.pointerDown(element, { pointerType: 'touch' });
  fireEvent.focus(element);
  fireEvent.click(element);
};
/** A mouse press: down, then the click that ends it (a press outside closes on the click). */
const press = (element: HTMLElement) => {
  fireEvent.pointerDown(element, { pointerType: 'mouse', button: 0 });
  fireEvent.click(element);
};
const bubble = () => screen.queryByRole('status');

describe('Tooltip (a toggletip)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens on a tap and closes on the next one, saying whether it is open', () => {
    const { first } = renderTwo();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    tap(first);
    expect(bubble()?.textContent).toBe('First help');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toBe(bubble()!.id);
    expect(first.getAttribute('aria-controls')).toBe(bubble()!.id);
    tap(first);
    expect(bubble()).toBeNull();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(first.getAttribute('aria-describedby')).toBeNull();
  });

  it('opens from the keyboard (Enter and Space click a button) and closes with Escape', () => {
    const { first } = renderTwo();
    fireEvent.focus(first);
    expect(bubble()).toBeNull();
    fireEvent.click(first);
    expect(bubble()?.textContent).toBe('First help');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(bubble()).toBeNull();
  });

  it('closes when something else is pressed, but not when the text itself is', () => {
    const { first } = renderTwo();
    fireEvent.click(first);
    // Presses start counting a tick after opening, so the press that opened it does not close it.
    act(() => vi.advanceTimersByTime(0));
    press(bubble()!);
    expect(bubble()).not.toBeNull();
    press(screen.getByText('Elsewhere'));
    expect(bubble()).toBeNull();
  });

  it('opens 700 ms after a mouse rests on it, and leaving closes what hovering opened', () => {
    const { first } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(699));
    expect(bubble()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(bubble()?.textContent).toBe('First help');
    expect(first.getAttribute('aria-expanded')).toBe('true');
    leave(first);
    expect(bubble()).toBeNull();
  });

  it('stays open after a click even when the mouse leaves', () => {
    const { first } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    fireEvent.click(first);
    leave(first);
    expect(bubble()?.textContent).toBe('First help');
    fireEvent.click(first);
    expect(bubble()).toBeNull();
  });

  it('opens the next one at once within 300 ms of one closing, and waits again after that', () => {
    const { first, second } = renderTwo();
    hover(first);
    act(() => vi.advanceTimersByTime(700));
    leave(first);
    act(() => vi.advanceTimersByTime(200));
    hover(second);
    expect(bubble()?.textContent).toBe('Second help');
    leave(second);
    act(() => vi.advanceTimersByTime(400));
    hover(first);
    expect(bubble()).toBeNull();
  });

  it('ignores touch hover, so a tap is the way in on phones', () => {
    const { first } = renderTwo();
    fireEvent.pointerEnter(first.parentElement!, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(1000));
    expect(bubble()).toBeNull();
  });
});
