import { lazy, Suspense, useState, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  title: string;
  /** A sentence or two saying what the dialog is about; read out with its title. */
  description?: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  actions?: ReactNode;
}

type Panel = (typeof import('./dialog-panel'))['default'];
/** The panel once its code is here: dialogs opened from then on render it without a wait. */
let loaded: Panel | undefined;
const load = () =>
  import('./dialog-panel').then((module) => {
    loaded = module.default;
    return module;
  });
const DialogPanel = lazy(load);

/** Loads the dialog's code before the first dialog opens (the component tests do, for one render). */
export const preloadDialog = async (): Promise<void> => {
  await load();
};

/**
 * A modal dialog (Radix, see `dialog-panel.tsx`). Pages hold their dialogs closed, so the
 * dialog's code loads when one first opens rather than with the page (decision 0027); it stays
 * mounted after that.
 */
export function Dialog(props: DialogProps) {
  // Chosen once per dialog, so the panel never changes kind (and state) while it is mounted.
  const [Panel] = useState<Panel | typeof DialogPanel>(() => loaded ?? DialogPanel);
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
