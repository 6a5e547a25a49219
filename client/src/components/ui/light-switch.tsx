import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useId, type ChangeEvent } from 'react';

type LightSwitchProps = {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The markup and classes of Mantine's `<Switch label=… checked=…>` (default size and colour, label
 * on the right, no track labels; its stylesheet draws it), without the component: a checkbox input
 * with the switch role, inside a label that names it. The site form's two switches were the only
 * users of Mantine's Switch on that page. light-switch.test.tsx holds the markup to Mantine's.
 */
export function LightSwitch({ label, checked, onChange }: LightSwitchProps) {
  const id = useId();
  return (
    <div
      className="m_5f93f3bb mantine-Switch-root m_5f75b09e mantine-Switch-root"
      data-label-position="right"
      data-checked={checked}
    >
      <label className="m_5f6e695e mantine-Switch-body" htmlFor={id}>
        <input
          data-checked={checked}
          id={id}
          role="switch"
          className="m_926b4011 mantine-Switch-input"
          type="checkbox"
          checked={checked}
          onChange={onChange}
        />
        <span
          className="m_9307d992 mantine-Switch-track"
          data-label-position="right"
          data-without-labels="true"
          aria-hidden="true"
        >
          <span
            className="m_93039a1d mantine-Switch-thumb"
            data-reduce-motion="true"
            data-with-thumb-indicator="true"
          />
          <span className="m_8277e082 mantine-Switch-trackLabel" />
        </span>
        <div className="m_d3ea56bb mantine-Switch-labelWrapper">
          <span className="m_8ee546b8 mantine-Switch-label">{label}</span>
        </div>
      </label>
    </div>
  );
}
