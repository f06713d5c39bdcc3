/** What other features may use of published content: reading it, and seeding it again from the bundled files. */
export { reseedContent } from './content-seed';
export { contentRepository, type ContentRepository } from './content-repository';
