import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface MenuRenderProps {
  close: () => void;
}

interface MenuProps {
  /** Accessible name of the button that opens the menu. */
  label: string;
  trigger: ReactNode;
  align?: 'start' | 'end';
  children: (props: MenuRenderProps) => ReactNode;
}

const ITEM_SELECTOR = '[role^="menuitem"]:not([aria-disabled="true"])';

/** A drop-down menu following the WAI-ARIA menu button pattern: arrows move, Escape closes. */
export function Menu({ label, trigger, align = 'end', children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? []);
  const close = (returnFocus = true) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(index + 1);
    else if (event.key === 'ArrowUp') focusAt(index - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') close(false);
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  };

  return (
    <div className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-ink hover:bg-raised"
      >
        <span aria-hidden="true" className="contents">
          {trigger}
        </span>
        <span className="sr-only">{label}</span>
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={`absolute top-full z-40 mt-2 max-h-[calc(100dvh-5rem)] min-w-56 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/60 ${
            align === 'end' ? 'right-0' : 'left-0'
          }`}
        >
          {children({ close: () => close() })}
        </div>
      ) : null}
    </div>
  );
}

export const menuItemStyles =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left text-ink no-underline hover:bg-raised focus:bg-raised focus:outline-none aria-[current=page]:text-gold aria-[checked=true]:text-gold';
