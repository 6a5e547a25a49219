/** The few small icons the site needs, drawn inline (no icon font, nothing to download). */
type IconProps = { size?: number };

export function ChevronDownIcon({ size = 14 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M3.5 6l4.5 4.5L12.5 6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ExternalLinkIcon({ size = 12 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M9 2h5v5M14 2L7 9M12 9.5V13a1 1 0 01-1 1H3a1 1 0 01-1-1V5a1 1 0 011-1h3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function HeartIcon({ size = 14 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 14s-5.5-3.3-5.5-7.2A3 3 0 018 5a3 3 0 015.5 1.8C13.5 10.7 8 14 8 14z" fill="currentColor" />
    </svg>
  );
}

/** The SelecTree mark: a round, friendly canopy on a short trunk (same drawing as the favicon). */
export function TreeMark({ size = 40 }: IconProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect x="28" y="36" width="8" height="22" rx="3" fill="#7a4f16" />
      <circle cx="32" cy="24" r="17" fill="#459c4e" />
      <circle cx="19" cy="33" r="11" fill="#2d7637" />
      <circle cx="45" cy="33" r="11" fill="#2d7637" />
      <circle cx="26" cy="18" r="5" fill="#8dc292" opacity="0.8" />
    </svg>
  );
}
