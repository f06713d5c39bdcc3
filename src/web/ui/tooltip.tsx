import {
  cloneElement,
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
  /** A focusable element (usually a button); it gets aria-describedby while the tooltip shows. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
}

/**
 * A tooltip for a focusable trigger: hover opens it after the delay, keyboard focus and a tap
 * open it at once, Escape, blur and leaving close it. The text is also the trigger's
 * description for screen readers.
 */
export function Tooltip({ content, children }: TooltipProps) {
  const timing = useContext(TooltipContext) ?? standalone;
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const id = useId();

  const clear = () => clearTimeout(timer.current);
  const show = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen((wasOpen) => {
      if (wasOpen) timing.markClosed();
      return false;
    });
  }, [timing]);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, hide]);

  return (
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => {
        if (event.pointerType === 'touch') return;
        if (timing.isWarm()) show();
        else {
          clear();
          timer.current = setTimeout(show, timing.delay);
        }
      }}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onClick={() => (open ? hide() : show())}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          className="absolute top-full left-0 z-40 mt-1 w-max max-w-64 rounded-lg border border-line bg-raised px-3 py-2 text-sm font-normal text-ink shadow-xl shadow-black/50"
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
