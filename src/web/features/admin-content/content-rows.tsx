import { Pencil, Plus, Trash2 } from 'lucide-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlToPlainText } from '../../../domain/content/rich-text/plain-text';
import { Button } from '../../ui/button';
import { IconButton } from '../../ui/icon-button';
import { type OrderedList } from './api/reorder-entries';
import { MoveButtons } from './move-buttons';
import './i18n';

/** The start of an entry's text, as plain text, for its row. */
export const excerpt = (html: string) => {
  const text = htmlToPlainText(html);
  return text.length > 140 ? `${text.slice(0, 140)}…` : text;
};

export function Row({
  title,
  meta,
  badge,
  actions,
  children,
}: {
  title: string;
  meta?: ReactNode;
  badge?: ReactNode;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-line bg-raised/40 p-3">
      <div className="flex flex-col gap-2 md:flex-row md:items-start md:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <span className="font-semibold break-words text-ink">{title}</span>
          {meta ? <span className="text-sm break-words text-steel">{meta}</span> : null}
          {badge ? <span>{badge}</span> : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-center gap-1">{actions}</div>
      </div>
      {children}
    </li>
  );
}

export function EditDeleteButtons({ label, onEdit, onDelete }: { label: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation('admin-content');
  return (
    <>
      <IconButton label={t('actions.edit', { name: label })} icon={Pencil} onClick={onEdit} />
      <IconButton
        label={t('actions.delete', { name: label })}
        icon={Trash2}
        className="text-danger-ink"
        onClick={onDelete}
      />
    </>
  );
}

/** A row of an ordered list (chapters, sections, FAQ): moved up and down, edited and deleted. */
export function OrderedRow({
  title,
  meta,
  badge,
  order,
  onEdit,
  onDelete,
  children,
}: {
  title: string;
  meta?: ReactNode;
  badge?: ReactNode;
  order: { ids: string[]; id: string; list: OrderedList; onMoved(): Promise<void> };
  onEdit(): void;
  onDelete(): void;
  children?: ReactNode;
}) {
  return (
    <Row
      title={title}
      meta={meta}
      badge={badge}
      actions={
        <>
          <MoveButtons ids={order.ids} id={order.id} label={title} list={order.list} onMoved={order.onMoved} />
          <EditDeleteButtons label={title} onEdit={onEdit} onDelete={onDelete} />
        </>
      }
    >
      {children}
    </Row>
  );
}

/** A list's first lines: the button that adds an entry, an optional note, and what to say when there is none. */
export function ListHead({
  addLabel,
  onAdd,
  note,
  empty,
}: {
  addLabel: string;
  onAdd(): void;
  note?: string;
  empty: string | null;
}) {
  return (
    <>
      <div className={note ? 'flex flex-wrap items-center gap-3' : undefined}>
        <Button variant="primary" icon={Plus} onClick={onAdd}>
          {addLabel}
        </Button>
        {note ? <p className="text-sm text-steel">{note}</p> : null}
      </div>
      {empty ? <p className="text-steel">{empty}</p> : null}
    </>
  );
}
