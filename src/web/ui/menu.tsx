import { useState, type ComponentProps, type ReactNode } from 'react';
import { menuTriggerStyles } from './menu-styles';

export { menuItemStyles } from './menu-styles';

type Parts = typeof import('./menu-parts');
let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;
const loadParts = () => (loading ??= import('./menu-parts').then((module) => (parts = module)));

interface MenuProps {
  /** Accessible name of the button that opens the menu. */
  label: string;
  trigger: ReactNode;
  align?: 'start' | 'end';
  /** MenuItem, MenuGroup and MenuRadioGroup elements. */
  children: ReactNode;
}

/**
 * A drop-down menu button (WAI-ARIA menu button pattern, from Radix: see `menu-parts.tsx`).
 *
 * The header's menus are on every page's first paint but opened on few visits, so Radix's menu
 * (about 28 KB gzip with its positioning) is not part of the first load (decision 0027): until it
 * is here the button is a plain one that looks and is named the same, and a pointer resting on
 * it, the focus reaching it or a press on it loads the menu; a press opens it once loaded.
 */
export function Menu({ label, trigger, align = 'end', children }: MenuProps) {
  const [ready, setReady] = useState(() => parts !== undefined);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const [focused, setFocused] = useState(false);

  if (ready && parts) {
    return (
      <parts.RadixMenu label={label} trigger={trigger} align={align} defaultOpen={openOnLoad} focusTrigger={focused}>
        {children}
      </parts.RadixMenu>
    );
  }

  const load = (open: boolean) => {
    if (open) setOpenOnLoad(true);
    if (parts) setReady(true);
    else void loadParts().then(() => setReady(true));
  };
  return (
    <button
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      className={menuTriggerStyles}
      onPointerEnter={() => load(false)}
      onFocus={() => {
        setFocused(true);
        load(false);
      }}
      onBlur={() => setFocused(false)}
      // Radix's button opens on the press, so a press that starts here opens the menu even if
      // the menu replaces this button before the click ends.
      onPointerDown={() => load(true)}
      onClick={() => load(true)}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        load(true);
      }}
    >
      <span aria-hidden="true" className="contents">
        {trigger}
      </span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

// The items render only inside an open menu, so the parts are always here by then.

/** One action; choosing it closes the menu. With `asChild`, a link styled and named by its child. */
export function MenuItem(props: ComponentProps<Parts['Item']>) {
  const { Item } = parts!;
  return <Item {...props} />;
}

/** A labelled group of items (`role="group"`). */
export function MenuGroup(props: ComponentProps<Parts['Group']>) {
  const { Group } = parts!;
  return <Group {...props} />;
}

/** A set of choices of which one is checked (`menuitemradio`). */
export function MenuRadioGroup(props: ComponentProps<Parts['RadioGroup']>) {
  const { RadioGroup } = parts!;
  return <RadioGroup {...props} />;
}

export function MenuRadioItem(props: ComponentProps<Parts['RadioItem']>) {
  const { RadioItem } = parts!;
  return <RadioItem {...props} />;
}
