/** What other features may use of the data pack: where the published pack comes from. */
export type { DataPackSource } from './data-pack-source';
