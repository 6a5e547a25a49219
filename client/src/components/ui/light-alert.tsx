import '@mantine/core/styles/Alert.layer.css';
import { useId, type CSSProperties, type ReactNode } from 'react';

type LightAlertProps = {
  /** A theme colour's name (gray, red, the theme's bark). */
  color: string;
  title?: string;
  /** `status` for news that is no error (compare's "not found" note). */
  role?: 'alert' | 'status';
  /** Added to the root's classes (margins and the like, as Mantine's style props would set). */
  className?: string;
  children: ReactNode;
};

/**
 * The markup and classes of Mantine's `<Alert color={color} title={title} role={role}>` (light
 * variant, no icon, no close button; its stylesheet draws it), without the component: Mantine's
 * Alert brings its CloseButton and id helpers, three files (~2 kB compressed and their headers) on
 * the results and compare pages. light-alert.test.tsx holds the markup to Mantine's.
 */
export function LightAlert({ color, title, role = 'alert', className, children }: LightAlertProps) {
  const id = useId();
  const vars = {
    '--alert-bg': `var(--mantine-color-${color}-light)`,
    '--alert-color': `var(--mantine-color-${color}-light-color)`,
    '--alert-bd': 'calc(0.0625rem * var(--mantine-scale)) solid transparent',
  } as CSSProperties;
  return (
    <div
      style={vars}
      className={className ? `m_66836ed3 mantine-Alert-root ${className}` : 'm_66836ed3 mantine-Alert-root'}
      data-variant="light"
      id={id}
      role={role}
      aria-describedby={`${id}-body`}
      aria-labelledby={title ? `${id}-title` : undefined}
    >
      <div className="m_a5d60502 mantine-Alert-wrapper">
        <div className="m_667c2793 mantine-Alert-body">
          {title ? (
            <div className="m_6a03f287 mantine-Alert-title">
              <span id={`${id}-title`} className="m_698f4f23 mantine-Alert-label">
                {title}
              </span>
            </div>
          ) : null}
          <div id={`${id}-body`} className="m_7fa78076 mantine-Alert-message" data-variant="light">
            {children}
          </div>
        </div>
      </div>
    </div>
  );
}
