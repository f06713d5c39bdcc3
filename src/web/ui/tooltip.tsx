import {
  cloneElement,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useId,
  useLayoutEffect,
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

type TriggerProps = {
  'aria-describedby'?: string;
  'aria-expanded'?: boolean;
  'aria-controls'?: string;
  onClick?: () => void;
};

interface TooltipProps {
  content: ReactNode;
  /** A button with a name of its own; it toggles the text and says whether it is open. */
  children: ReactElement<TriggerProps>;
}

/** Keeps the bubble inside the window: it starts under the trigger and moves left if it must. */
const EDGE_PX = 8;

/**
 * A toggletip (issue 21): a tap, a click, Enter or Space on the trigger opens the text and the
 * same again closes it; Escape or a press anywhere else closes it too. So it works on touch
 * screens and from the keyboard, where a hover-only tooltip shows nothing. With a mouse, resting
 * on the trigger still opens it after the spec §9 delay (at once just after another closed), and
 * leaving closes what hovering opened. The trigger says whether it is open (`aria-expanded`) and
 * is described by the text while it shows; the text is a polite status so it is read out.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const timing = useContext(TooltipContext) ?? standalone;
  // 'hover' opened by resting the mouse, 'pinned' by a click, tap or key.
  const [open, setOpen] = useState<false | 'hover' | 'pinned'>(false);
  const [shift, setShift] = useState(0);
  const shiftRef = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLSpanElement>(null);
  const bubble = useRef<HTMLSpanElement>(null);
  const id = useId();

  const close = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((was) => {
      if (was) timing.markClosed();
      return false;
    });
  }, [timing]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const isOpen = open !== false;
  useLayoutEffect(() => {
    if (!isOpen || !bubble.current) return;
    // Where the bubble would end unshifted, against the window's right edge.
    const right = bubble.current.getBoundingClientRect().right + shiftRef.current;
    const overflow = right - (document.documentElement.clientWidth - EDGE_PX);
    shiftRef.current = Math.max(0, overflow);
    setShift(shiftRef.current);
  }, [isOpen]);

  const trigger = cloneElement(children, {
    'aria-expanded': Boolean(open),
    'aria-controls': open ? id : undefined,
    'aria-describedby': open ? id : undefined,
    onClick: () => {
      children.props.onClick?.();
      clearTimeout(timer.current);
      if (open === 'pinned') close();
      else setOpen('pinned');
    },
  });

  return (
    <span
      ref={root}
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
      {trigger}
      {open ? (
        <span
          ref={bubble}
          id={id}
          role="status"
          style={shift ? { transform: `translateX(-${shift}px)` } : undefined}
          className="absolute top-full left-0 z-40 mt-1 w-max max-w-[min(16rem,calc(100vw-1rem))] rounded-lg border border-line bg-raised px-3 py-2 text-sm font-normal text-ink shadow-xl shadow-black/50"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
