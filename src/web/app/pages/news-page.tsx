import { NewsArchivePage } from '../../features/news/news-archive-page';

export function NewsPage() {
  return <NewsArchivePage />;
}
