/** Content route paths, kept free of the schema library so the landing page can import them cheaply. */
export const CONTENT_PATHS = {
  rules: '/api/content/rules',
  rulesChapter: '/api/content/rules/:chapterId',
  rulesSection: '/api/content/rules/:chapterId/sections/:sectionId',
  faq: '/api/content/faq',
  faqSection: '/api/content/faq/:sectionId',
  news: '/api/content/news',
  /** The changelog Markdown, served with no-cache headers (spec §7 "Static"). */
  changelog: '/CHANGELOG.md',
} as const;
