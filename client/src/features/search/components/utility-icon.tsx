/** Power lines over a small tree: a tree low enough (25 ft or less) to plant under utility lines. */
export function UtilityIcon({ size = 22 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M2 4h20M2 8h20M6 2v4M18 2v4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="12" cy="15" r="4.5" fill="currentColor" opacity="0.85" />
      <path d="M12 19v3" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
