import * as Popover from '@radix-ui/react-popover';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

/** Spec §9: a tooltip opens after 700 ms of hover, or at once within 300 ms of another closing. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

interface TooltipTiming {
  delay: number;
  skipDelay: number;
  /** Whether a tooltip closed recently enough for the next to open at once. */
  isWarm(): boolean;
  markClosed(): void;
}

const TooltipContext = createContext<TooltipTiming | null>(null);

export function TooltipProvider({
  children,
  delay = TOOLTIP_DELAY_MS,
  skipDelay = TOOLTIP_SKIP_DELAY_MS,
}: {
  children: ReactNode;
  delay?: number;
  skipDelay?: number;
}) {
  const closedAt = useRef(-Infinity);
  const value = useMemo<TooltipTiming>(
    () => ({
      delay,
      skipDelay,
      isWarm: () => performance.now() - closedAt.current < skipDelay,
      markClosed: () => {
        closedAt.current = performance.now();
      },
    }),
    [delay, skipDelay],
  );
  return <TooltipContext.Provider value={value}>{children}</TooltipContext.Provider>;
}

const standalone: TooltipTiming = {
  delay: TOOLTIP_DELAY_MS,
  skipDelay: TOOLTIP_SKIP_DELAY_MS,
  isWarm: () => false,
  markClosed: () => {},
};

interface TooltipProps {
  content: ReactNode;
  /** A button with a name of its own; it toggles the text and says whether it is open. */
  children: ReactElement;
}

/** Keeps the bubble this far inside the window's edges. */
const EDGE_PX = 8;

/**
 * A toggletip (issue 21): a tap, a click, Enter or Space on the trigger opens the text and the
 * same again closes it; Escape or a press anywhere else closes it too. So it works on touch
 * screens and from the keyboard, where a hover-only tooltip shows nothing. With a mouse, resting
 * on the trigger still opens it after the spec §9 delay (at once just after another closed), and
 * leaving closes what hovering opened. The trigger says whether it is open (`aria-expanded`) and
 * is described by the text while it shows; the text is a polite status so it is read out.
 *
 * Built on Radix's popover rather than its tooltip: Radix's tooltip closes on a click and never
 * opens on touch, which is the behaviour issue 21 removed. The popover brings the dismissal
 * (Escape, a press outside) and keeps the bubble inside the window.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const timing = useContext(TooltipContext) ?? standalone;
  // 'hover' opened by resting the mouse, 'pinned' by a click, tap or key.
  const [open, setOpen] = useState<false | 'hover' | 'pinned'>(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) timing.markClosed();
      return false;
    });
  }, [timing]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <Popover.Root open={open !== false} onOpenChange={(next) => (next ? setOpen('pinned') : close())}>
      <span
        className="relative inline-flex"
        onPointerEnter={(event) => {
          if (event.pointerType !== 'mouse' || open) return;
          clearTimeout(timer.current);
          if (timing.isWarm()) setOpen('hover');
          else timer.current = setTimeout(() => setOpen((was) => was || 'hover'), timing.delay);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType !== 'mouse') return;
          clearTimeout(timer.current);
          if (open === 'hover') close();
        }}
      >
        <Popover.Trigger
          asChild
          // A toggletip's text is not a dialog; it describes the trigger while it shows.
          aria-haspopup={undefined}
          aria-controls={open ? id : undefined}
          aria-describedby={open ? id : undefined}
          onClick={(event) => {
            // A click pins what hovering opened instead of closing it, so the toggle is ours.
            event.preventDefault();
            clearTimeout(timer.current);
            if (open === 'pinned') close();
            else setOpen('pinned');
          }}
        >
          {children}
        </Popover.Trigger>
        {/* In the body, so no ancestor with a transform or a filter misplaces it. */}
        <Popover.Portal>
          <Popover.Content
            id={id}
            role="status"
            side="bottom"
            align="start"
            sideOffset={4}
            collisionPadding={EDGE_PX}
            sticky="always"
            // The focus stays on the trigger, whether the text opened or closed.
            onOpenAutoFocus={(event) => event.preventDefault()}
            onCloseAutoFocus={(event) => event.preventDefault()}
            className="z-40 w-max max-w-[min(16rem,calc(100vw-1rem))] rounded-lg border border-line bg-raised px-3 py-2 text-sm font-normal text-ink shadow-xl shadow-black/50"
          >
            {content}
          </Popover.Content>
        </Popover.Portal>
      </span>
    </Popover.Root>
  );
}
