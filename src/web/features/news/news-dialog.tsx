import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogWithClose } from '../../ui/dialog-with-close';
import './i18n';

/** A dialog of news text: the text scrolls inside it (and takes the keyboard for that), a Close button under it. */
export function NewsDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('news');
  return (
    <DialogWithClose open={open} title={title} onClose={onClose} closeLabel={t('close')}>
      <div tabIndex={0} className="max-h-[60vh] overflow-y-auto pr-1 focus-visible:outline-2">
        {children}
      </div>
    </DialogWithClose>
  );
}
