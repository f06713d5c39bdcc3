import { NewsArchivePage } from '../../features/news/landing-news';

export function NewsPage() {
  return <NewsArchivePage />;
}
