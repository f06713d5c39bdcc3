export const menuTriggerStyles =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-lg px-2 text-ink hover:bg-raised';

export const menuItemStyles =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-left text-ink no-underline hover:bg-raised focus:bg-raised focus:outline-none aria-[current=page]:text-gold aria-[checked=true]:text-gold';
