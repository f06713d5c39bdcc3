import { useMutation } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import { IconButton } from '../../ui/icon-button';
import { reorderEntries, type OrderedList } from './api/reorder-entries';
import { moveId } from './entry-model';

export function MoveButtons({
  ids,
  id,
  label,
  list,
  onMoved,
}: {
  ids: string[];
  id: string;
  label: string;
  list: OrderedList;
  onMoved(): Promise<void>;
}) {
  const { t } = useTranslation('admin-content');
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  /** The direction just moved, so the keyboard can stay on this entry once it is in its new place. */
  const restoreFocus = useRef<-1 | 1 | null>(null);
  const move = useMutation({
    mutationFn: ({ next }: { next: string[]; direction: -1 | 1 }) => reorderEntries(list, next),
    onMutate: ({ direction }) => {
      restoreFocus.current = direction;
    },
    onSuccess: async () => {
      toast.success(t('toast.reordered'));
      await onMoved();
    },
    onError: () => {
      restoreFocus.current = null;
      toast.error(t('toast.reorderFailed'));
    },
  });
  const index = ids.indexOf(id);
  useEffect(() => {
    const direction = restoreFocus.current;
    if (direction === null) return;
    restoreFocus.current = null;
    // Same direction if it can go further, otherwise the other button of the same entry.
    const [first, second] = direction === -1 ? [upRef, downRef] : [downRef, upRef];
    (first.current && !first.current.disabled ? first.current : second.current)?.focus();
  }, [index]);
  const go = (direction: -1 | 1) => {
    if (move.isPending) return;
    const next = moveId(ids, id, direction);
    if (next) move.mutate({ next, direction });
  };
  return (
    <>
      <IconButton
        label={t('actions.moveUp', { name: label })}
        icon={ArrowUp}
        ref={upRef}
        disabled={index <= 0}
        onClick={() => go(-1)}
      />
      <IconButton
        label={t('actions.moveDown', { name: label })}
        icon={ArrowDown}
        ref={downRef}
        disabled={index === ids.length - 1}
        onClick={() => go(1)}
      />
    </>
  );
}
