import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Input.layer.css';
import { useId, type ChangeEvent, type CSSProperties, type ReactNode } from 'react';
import { LightInlineInput } from './light-inline-input';

/** Mantine's check mark (its CheckIcon). */
const CHECK_PATH =
  'M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z';
const CHECK_ICON = (
  <svg
    viewBox="0 0 10 7"
    fill="none"
    xmlns="http://www.w3.org/2000/svg"
    aria-hidden="true"
    className="m_bf295423 mantine-Checkbox-icon"
  >
    <path d={CHECK_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
  </svg>
);

type LightCheckboxProps = {
  label: string;
  'aria-label'?: string;
  description?: string;
  checked: boolean;
  disabled?: boolean;
  /** `sm` as Mantine's `size="sm"` sets it; left out, Mantine's default (the same size, from its stylesheet). */
  size?: 'sm';
  /** The input's value (a box of a LightCheckboxGroup: Mantine's Checkbox in a Checkbox.Group). */
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
};

/**
 * The markup and classes of Mantine's `<Checkbox>` (primary colour, label on the right; its
 * stylesheet, Checkbox.layer.css, draws it), without the component: a page of result cards
 * renders 30, and each Mantine Checkbox re-rendered itself after mounting (its generated id is set
 * in a layout effect: 30 synchronous re-renders after the gallery's commit) and resolved its theme,
 * props and styles on every render. The site form's goals are boxes of a LightCheckboxGroup.
 * light-checkbox.test.tsx holds the markup to Mantine's.
 */
export function LightCheckbox({
  label,
  description,
  checked,
  disabled,
  size,
  value,
  onChange,
  ...aria
}: LightCheckboxProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <LightInlineInput
      name="Checkbox"
      rootClass="m_bf2d988c"
      innerClass="m_26062bec"
      style={size ? SM_CHECKBOX_VARS : CHECKBOX_VARS}
      id={id}
      label={label}
      description={description}
      descriptionId={descriptionId}
      descriptionStyle={size ? DESCRIPTION_VARS : undefined}
      checked={checked}
      disabled={disabled}
      size={size}
    >
      <input
        className="mantine-focus-auto m_26063560 mantine-Checkbox-input"
        data-with-error-styles="true"
        id={id}
        aria-label={aria['aria-label']}
        aria-describedby={descriptionId}
        type="checkbox"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
      />
      {CHECK_ICON}
    </LightInlineInput>
  );
}

const CHECKBOX_VARS = {
  '--checkbox-radius': 'var(--mantine-radius-sm)',
  '--checkbox-color': 'var(--mantine-primary-color-filled)',
} as CSSProperties;
const SM_CHECKBOX_VARS = {
  '--checkbox-size': 'var(--checkbox-size-sm)',
  ...CHECKBOX_VARS,
  '--label-fz': 'var(--mantine-font-size-sm)',
  '--label-lh': 'var(--label-lh-sm)',
} as CSSProperties;

const DESCRIPTION_VARS = {
  '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))',
} as CSSProperties;

/**
 * The markup of Mantine's `<Checkbox.Group value={value}>` with no label (a fieldset's legend names
 * its boxes): its boxes are LightCheckboxes, each with its own `checked` and `onChange`, and the
 * group keeps Mantine's hidden input of the values.
 */
export function LightCheckboxGroup({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return (
    <div className="m_46b77525 mantine-InputWrapper-root mantine-CheckboxGroup-root">
      <div role="group">{children}</div>
      <input type="hidden" value={value.join(',')} />
    </div>
  );
}
