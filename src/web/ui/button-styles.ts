const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

/** Class names for buttons and button-looking links, so both read the same. */
export const buttonStyles = {
  primary: `${base} bg-gold text-night hover:bg-gold-bright`,
  secondary: `${base} border border-line bg-raised text-ink hover:border-gold`,
  danger: `${base} bg-danger text-white hover:bg-red-700`,
  ghost: `${base} text-ink hover:bg-raised`,
  icon: 'inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-raised disabled:cursor-not-allowed disabled:opacity-40',
} as const;
export type ButtonVariant = keyof typeof buttonStyles;
