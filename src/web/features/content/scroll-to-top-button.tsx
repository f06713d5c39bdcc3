import { ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';

/** Back to the top, once the reader has scrolled down a long page. */
export function ScrollToTopButton() {
  const { t } = useTranslation('content');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      title={t('scrollToTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-4 z-20 inline-flex size-12 items-center justify-center rounded-full border border-line bg-raised text-gold shadow-lg hover:border-gold"
    >
      <ArrowUp aria-hidden="true" className="size-6" />
    </button>
  );
}
