/** What other features may use of published content: seeding it again from the bundled files. */
export { reseedContent } from './content-seed';
