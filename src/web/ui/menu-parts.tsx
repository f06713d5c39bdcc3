import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLayoutEffect, useRef, type ComponentProps, type ReactNode } from 'react';
import { menuItemStyles, menuTriggerStyles } from './menu-styles';

/**
 * The menu itself, from Radix, loaded when someone is about to use a menu (see `menu.tsx`):
 * Enter, Space or the down arrow open it, arrows and Home/End move, typing jumps to an item,
 * Escape closes it and gives the focus back to the button. Not modal: a press outside closes it
 * and still does what it pressed.
 */
export function RadixMenu({
  label,
  trigger,
  align,
  defaultOpen,
  focusTrigger,
  children,
}: {
  label: string;
  trigger: ReactNode;
  align: 'start' | 'end';
  defaultOpen: boolean;
  /** The button it replaces had the focus: this one takes it. */
  focusTrigger: boolean;
  children: ReactNode;
}) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (focusTrigger && !defaultOpen) triggerRef.current?.focus();
  }, [focusTrigger, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={triggerRef} className={menuTriggerStyles}>
        <span aria-hidden="true" className="contents">
          {trigger}
        </span>
        <span className="sr-only">{label}</span>
      </DropdownMenu.Trigger>
      {/* In the body: the header's backdrop filter would otherwise misplace it. */}
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align={align}
          sideOffset={8}
          collisionPadding={8}
          className="z-40 max-h-(--radix-dropdown-menu-content-available-height) min-w-56 overflow-y-auto overscroll-contain rounded-xl border border-line bg-surface p-1.5 shadow-2xl shadow-black/60 focus:outline-none"
        >
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export function Item({ className = menuItemStyles, ...props }: ComponentProps<typeof DropdownMenu.Item>) {
  return <DropdownMenu.Item className={className} {...props} />;
}

export function RadioItem({ className = menuItemStyles, ...props }: ComponentProps<typeof DropdownMenu.RadioItem>) {
  return <DropdownMenu.RadioItem className={className} {...props} />;
}

export const Group = DropdownMenu.Group;
export const RadioGroup = DropdownMenu.RadioGroup;
