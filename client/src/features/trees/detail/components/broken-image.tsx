/** Shown in place of a photo that failed to load: a picture frame with a torn corner. */
export function BrokenImage({ label, className }: { label: string; className?: string }) {
  return (
    <div role="img" aria-label={label} className={className} data-broken-image="true">
      <svg viewBox="0 0 96 72" width="96" height="72" aria-hidden="true" focusable="false">
        <rect x="4" y="4" width="88" height="64" rx="6" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="M14 58l20-24 14 16 10-10 24 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <circle cx="66" cy="22" r="7" fill="currentColor" />
        <path d="M70 4l-12 20 14 8-10 20" fill="none" stroke="var(--mantine-color-body, #fff)" strokeWidth="6" />
      </svg>
      <span>{label}</span>
    </div>
  );
}
