import '@mantine/core/styles/SegmentedControl.layer.css';
import { useId, type CSSProperties } from 'react';

type LightSegmentedControlProps = {
  value: string;
  onChange: (value: string) => void;
  data: readonly { value: string; label: string }[];
  /** The id of what names the choice (the control has no label of its own). */
  'aria-labelledby': string;
  /** Added to the root's classes, as Mantine's `className`. */
  className?: string;
};

/**
 * The markup and classes of Mantine's `<SegmentedControl>` (default size and colour; its
 * stylesheet draws it) as its server render sends it, without the component and without its
 * floating indicator: Mantine measures the chosen segment after mounting, marks the root
 * `data-initialized` and slides a FloatingIndicator under it; here the root is never marked, so
 * SegmentedControl.css draws the chosen segment's background itself (`[data-active]::before`), as on
 * Mantine's first paint. The site form's sun, water and soil were the only users of Mantine's
 * SegmentedControl and FloatingIndicator on that page. Native radio inputs of one name: arrow keys
 * move the choice, as Mantine's. light-segmented-control.test.tsx holds the markup to Mantine's.
 */
export function LightSegmentedControl({ value, onChange, data, className, ...aria }: LightSegmentedControlProps) {
  const name = useId();
  return (
    <div
      style={ROOT_VARS}
      className={[className, 'm_cf365364 mantine-SegmentedControl-root'].filter(Boolean).join(' ')}
      data-with-items-borders="true"
      aria-labelledby={aria['aria-labelledby']}
      role="radiogroup"
    >
      {data.map((item) => {
        const active = item.value === value;
        const id = `${name}-${item.value}`;
        return (
          <div
            key={item.value}
            className="m_69686b9b mantine-SegmentedControl-control"
            data-active={active || undefined}
          >
            <input
              className="m_1714d588 mantine-SegmentedControl-input"
              id={id}
              // The theme's focusRing ('auto': the ring on keyboard focus).
              data-focus-ring="auto"
              type="radio"
              value={item.value}
              checked={active}
              name={name}
              onChange={() => onChange(item.value)}
            />
            <label className="m_1738fcb2 mantine-SegmentedControl-label" data-active={active || undefined} htmlFor={id}>
              <span className="m_78882f40 mantine-SegmentedControl-innerLabel">{item.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}

const ROOT_VARS = { '--sc-shadow': 'var(--mantine-shadow-xs)' } as CSSProperties;
