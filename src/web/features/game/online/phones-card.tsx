import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { useGameTranslation } from '../i18n';

/** The card that offers a game on two phones: its heading, then what the offer asks of this visitor. */
export function PhonesCard({ id, children }: { id: string; children: ReactNode }) {
  const { t } = useGameTranslation();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4">
      <h2 id={id} className="flex items-center gap-2 text-xl">
        <Smartphone aria-hidden="true" className="size-5" />
        {t('online.offerHeading')}
      </h2>
      {children}
    </section>
  );
}
