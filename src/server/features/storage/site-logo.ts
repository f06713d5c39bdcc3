/**
 * Rookery's mark (a crow on a rook tower, drawn for this project) as the SVG file the landing
 * page loads from storage. The same drawing is inlined in the web app's header (ui/logo.tsx).
 */
export const SITE_LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="256" height="256">
  <title>Rookery</title>
  <path d="M16 58h32v-5l-4-3V33l4-3v-8h-6v4h-5v-4h-6v4h-5v-4h-6v8l4 3v17l-4 3z" fill="#d9b45a"/>
  <path d="M28 40h8v10h-8z" fill="#14110f"/>
  <path d="M22 19c2-7 8-12 16-12 3 0 6 1 8 3l8 1-6 3c1 2 1 4 0 6l-7-3c-2 2-6 3-10 3z" fill="#efe8dc"/>
  <circle cx="41" cy="11.5" r="1.6" fill="#14110f"/>
</svg>
`;
