import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

interface DialogWithCloseProps extends DialogProps {
  /** The first action's label (Close, Cancel); pressing it closes the dialog. */
  closeLabel: string;
  /** The actions after it, if any. */
  actions?: ReactNode;
}

/** A dialog whose first action closes it, followed by whatever else it offers. */
export function DialogWithClose({ closeLabel, actions, onClose, ...dialog }: DialogWithCloseProps) {
  return (
    <Dialog
      {...dialog}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {closeLabel}
          </Button>
          {actions}
        </>
      }
    />
  );
}
