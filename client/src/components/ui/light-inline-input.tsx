import '@mantine/core/styles/InlineInput.layer.css';
import type { CSSProperties, ReactNode } from 'react';

type LightInlineInputProps = {
  /** The Mantine component whose markup this is (its classes are `mantine-<name>-…`). */
  name: 'Checkbox' | 'Radio';
  /** The component's own classes on the root and on the inner box (its stylesheet's). */
  rootClass: string;
  innerClass: string;
  style: CSSProperties;
  /** The input's id: the label names it. */
  id: string;
  label: string;
  description?: string;
  descriptionId?: string;
  descriptionStyle?: CSSProperties;
  checked: boolean;
  disabled?: boolean;
  size?: 'sm';
  /** The input and its icon. */
  children: ReactNode;
};

/**
 * The frame Mantine's InlineInput draws around a checkbox or a radio (label on the right): root,
 * body, the inner box holding the input and its icon, then the label and its description. The
 * light checkbox and radio fill it; their tests hold each to Mantine's own render.
 */
export function LightInlineInput({
  name,
  rootClass,
  innerClass,
  style,
  id,
  label,
  description,
  descriptionId,
  descriptionStyle,
  checked,
  disabled,
  size,
  children,
}: LightInlineInputProps) {
  const off = disabled || undefined;
  return (
    <div
      style={style}
      className={`${rootClass} mantine-${name}-root m_5f75b09e mantine-${name}-root`}
      data-variant={name === 'Checkbox' ? 'filled' : undefined}
      data-size={size}
      data-label-position="right"
      data-checked={checked || undefined}
    >
      <div className={`m_5f6e695e mantine-${name}-body`}>
        <div className={`${innerClass} mantine-${name}-inner`} data-label-position="right">
          {children}
        </div>
        <div className={`m_d3ea56bb mantine-${name}-labelWrapper`} data-disabled={off}>
          <label className={`m_8ee546b8 mantine-${name}-label`} htmlFor={id} data-disabled={off}>
            {label}
          </label>
          {description ? (
            <p
              className={`m_328f68c0 mantine-${name}-description m_fe47ce59 mantine-InputWrapper-description`}
              data-size={size}
              id={descriptionId}
              style={descriptionStyle}
            >
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
