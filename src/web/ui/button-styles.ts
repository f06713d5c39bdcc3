/**
 * A disabled button never looks like an action (issue 21): whatever its variant, it turns into
 * a flat, dashed outline in muted text, and hovering changes nothing. Dimming alone left a gold
 * button looking pressable.
 */
const disabled = [
  'disabled:cursor-not-allowed disabled:border disabled:border-dashed disabled:border-line disabled:bg-transparent',
  'disabled:text-steel disabled:shadow-none disabled:hover:border-line disabled:hover:bg-transparent',
].join(' ');

const base = `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors ${disabled}`;

/** Class names for buttons and button-looking links, so both read the same. */
export const buttonStyles = {
  primary: `${base} bg-gold text-night hover:bg-gold-bright`,
  secondary: `${base} border border-line bg-raised text-ink hover:border-gold`,
  danger: `${base} bg-danger text-white hover:bg-red-700`,
  ghost: `${base} text-ink hover:bg-raised`,
  icon: 'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-raised disabled:cursor-not-allowed disabled:text-steel/60 disabled:hover:bg-transparent',
} as const;
export type ButtonVariant = keyof typeof buttonStyles;
