import '@mantine/core/styles/Badge.layer.css';
import type { CSSProperties, ReactNode } from 'react';

type LightBadgeProps = {
  /** A theme colour's name (forest, gray). */
  color: string;
  /** The text's colour as a theme colour and shade, `forest.9` (Mantine's `c`). */
  textColor?: `${string}.${number}`;
  style?: CSSProperties;
  children: ReactNode;
};

/**
 * The markup and classes of Mantine's `<Badge variant="light" color={color} c={textColor}>`
 * (default size and radius; its stylesheet draws it), without the component: the site page's cards
 * were the only user of Mantine's Badge on that page. light-badge.test.tsx holds the markup to
 * Mantine's.
 */
export function LightBadge({ color, textColor, style, children }: LightBadgeProps) {
  const vars = {
    '--badge-bg': `var(--mantine-color-${color}-light)`,
    '--badge-color': `var(--mantine-color-${color}-light-color)`,
    '--badge-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
    ...style,
    ...(textColor ? { color: `var(--mantine-color-${textColor.replace('.', '-')})` } : {}),
  } as CSSProperties;
  return (
    <div style={vars} className="m_347db0ec mantine-Badge-root" data-variant="light">
      <span className="m_5add502a mantine-Badge-label">{children}</span>
    </div>
  );
}
