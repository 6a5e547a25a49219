import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import { createContext, use, useId, type CSSProperties, type ReactNode } from 'react';
import { LightInlineInput } from './light-inline-input';

/** The group's choice, its inputs' shared name and how a radio reports being chosen. */
const RadioGroupContext = createContext<{ name: string; value: string; onChange: (value: string) => void } | null>(
  null,
);

type LightRadioGroupProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The LightRadios, laid out as the caller likes (a Group, as Mantine's Radio.Group takes one). */
  children: ReactNode;
};

/**
 * The markup and classes of Mantine's `<Radio.Group label=… value=…>` (its label a div naming the
 * radiogroup; Input.layer.css draws it) and of its `<Radio>`s (LightRadio, below), without the
 * components: the site form's "open ground or planting strip" was the only user of Mantine's Radio
 * on that page. Native radio inputs of one name: arrow keys move the choice, as Mantine's.
 * light-radio.test.tsx holds the markup to Mantine's.
 */
export function LightRadioGroup({ label, value, onChange, children }: LightRadioGroupProps) {
  const id = useId();
  return (
    <RadioGroupContext value={{ name: id, value, onChange }}>
      <div className="m_46b77525 mantine-InputWrapper-root mantine-RadioGroup-root">
        <div className="m_8fdc1311 mantine-InputWrapper-label mantine-RadioGroup-label" id={`${id}-label`}>
          {label}
        </div>
        <div role="radiogroup" aria-labelledby={`${id}-label`}>
          {children}
        </div>
      </div>
    </RadioGroupContext>
  );
}

/** Mantine's `<Radio value=… label=…>` in a Radio.Group (default size, primary colour, label on the right). */
export function LightRadio({ value, label }: { value: string; label: string }) {
  const id = useId();
  const group = use(RadioGroupContext);
  const checked = group?.value === value;
  return (
    <LightInlineInput
      name="Radio"
      rootClass="m_f3f1af94"
      innerClass="m_89c4f5e4"
      style={RADIO_VARS}
      id={id}
      label={label}
      checked={checked}
    >
      <input
        className="mantine-focus-auto m_8a3dbb89 mantine-Radio-radio"
        data-with-error-styles="true"
        id={id}
        type="radio"
        value={value}
        checked={checked}
        name={group?.name}
        onChange={(event) => group?.onChange(event.currentTarget.value)}
      />
      <svg
        xmlns="http://www.w3.org/2000/svg"
        fill="none"
        viewBox="0 0 5 5"
        aria-hidden="true"
        className="m_f3ed6b2b mantine-Radio-icon"
      >
        <circle cx="2.5" cy="2.5" r="2.5" fill="currentColor" />
      </svg>
    </LightInlineInput>
  );
}

const RADIO_VARS = { '--radio-color': 'var(--mantine-primary-color-filled)' } as CSSProperties;
