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

const DialogPanel = lazy(() => import('./dialog-panel'));

/**
 * A modal dialog (Radix, see `dialog-panel.tsx`). Pages hold their dialogs closed, so the
 * dialog's code loads when one first opens rather than with the page (decision 0027); it stays
 * mounted after that.
 */
export function Dialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogPanel {...props} />
    </Suspense>
  );
}
