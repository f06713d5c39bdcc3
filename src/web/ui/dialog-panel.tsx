import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog';

/**
 * The modal itself, from Radix: the focus stays inside while it is open and goes back where it
 * was after; Escape and a press on the backdrop close it; the rest of the page is hidden from
 * assistive technology meanwhile. Named by its title, described by `description` when given.
 * On phones it sits at the bottom of the screen like a sheet.
 */
export default function DialogPanel({ open, title, description, onClose, children, actions }: DialogProps) {
  return (
    <RadixDialog.Root
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/65" />
        <RadixDialog.Content
          // Takes presses from its first frame: the page behind is shut off as it opens, and a press
          // in between would otherwise land on nothing.
          style={{ pointerEvents: 'auto' }}
          {...(description ? {} : { 'aria-describedby': undefined })}
          className="fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-2rem)] overflow-y-auto overscroll-contain rounded-t-2xl border border-line bg-surface text-ink focus:outline-none md:top-1/2 md:bottom-auto md:left-1/2 md:w-full md:max-w-lg md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl"
        >
          <div className="flex flex-col gap-4 p-6">
            <RadixDialog.Title className="text-xl">{title}</RadixDialog.Title>
            {description ? <RadixDialog.Description className="text-ink">{description}</RadixDialog.Description> : null}
            {children ? <div className="text-ink">{children}</div> : null}
            {actions ? <div className="flex flex-wrap justify-end gap-3">{actions}</div> : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
