export function Spinner({ label, fullScreen = false }: { label: string; fullScreen?: boolean }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex flex-col items-center justify-center gap-3 text-steel ${fullScreen ? 'min-h-dvh' : 'py-16'}`}
    >
      <span
        aria-hidden="true"
        className="size-9 animate-spin rounded-full border-4 border-line border-t-gold motion-reduce:animate-none"
      />
      <span>{label}</span>
    </div>
  );
}
