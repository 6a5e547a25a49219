import '@mantine/core/styles/Input.layer.css';
import { useId, type ComponentPropsWithRef, type CSSProperties, type ReactNode } from 'react';

type LightTextInputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'size' | 'style'> & {
  label: ReactNode;
  /** Under the label (Mantine's `description`); the input is described by it. */
  description?: ReactNode;
  /** Under the input; the input is then invalid and described by it first. */
  error?: ReactNode;
  /** Added to the root's classes, as Mantine's `className`. */
  className?: string;
};

/**
 * The markup and classes of Mantine's `<TextInput label=…>` (size sm, with its description, error
 * and required asterisk; its stylesheet draws it), without the component: the site page's form
 * and tree name box were the only users of Mantine's TextInput, InputBase, Input and InputWrapper
 * on that page. Every other prop (value, onChange, ref, inputMode, maxLength…) goes to the input.
 * light-text-input.test.tsx holds the markup to Mantine's.
 */
export function LightTextInput({
  label,
  description,
  error,
  className,
  required,
  disabled,
  ...input
}: LightTextInputProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;
  // As Mantine joins them: the error's id, a success message's (never shown here), the description's.
  const describedBy = `${errorId ?? ''}  ${descriptionId ?? ''}`.trim() || undefined;
  return (
    <div
      className={['m_46b77525 mantine-InputWrapper-root mantine-TextInput-root', className].filter(Boolean).join(' ')}
      data-size="sm"
      data-error={error ? true : undefined}
    >
      <InputLabel id={id} required={required}>
        {label}
      </InputLabel>
      {description ? <InputMessage kind="description" id={descriptionId} text={description} /> : null}
      <div
        style={{
          ...(description ? MARGIN_TOP : undefined),
          ...(error ? MARGIN_BOTTOM : undefined),
          ...WRAPPER_VARS,
        }}
        className="m_6c018570 mantine-Input-wrapper mantine-TextInput-wrapper"
        data-variant="default"
        data-size="sm"
        data-error={error ? true : undefined}
        data-disabled={disabled || undefined}
      >
        <input
          {...input}
          className="m_8fb7ebe7 mantine-Input-input mantine-TextInput-input"
          data-variant="default"
          data-error={error ? true : undefined}
          data-disabled={disabled || undefined}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          id={id}
        />
      </div>
      {error ? <InputMessage kind="error" id={errorId} text={error} /> : null}
    </div>
  );
}

/** Mantine's InputLabel (size sm): names the input, with the asterisk of a required one. */
function InputLabel({ id, required, children }: { id: string; required?: boolean; children: ReactNode }) {
  return (
    <label
      style={LABEL_VARS}
      className="m_8fdc1311 mantine-InputWrapper-label mantine-TextInput-label"
      data-size="sm"
      data-required={required || undefined}
      htmlFor={id}
      id={`${id}-label`}
    >
      {children}
      {required ? (
        <span className="m_78a94662 mantine-InputWrapper-required mantine-TextInput-required" aria-hidden="true">
          {' *'}
        </span>
      ) : null}
    </label>
  );
}

/** Mantine's InputDescription or InputError (size sm): the text the input is described by. */
function InputMessage({ kind, id, text }: { kind: 'description' | 'error'; id?: string; text: ReactNode }) {
  const className =
    kind === 'error'
      ? 'm_8f816625 mantine-InputWrapper-error mantine-TextInput-error'
      : 'm_fe47ce59 mantine-InputWrapper-description mantine-TextInput-description';
  return (
    <p style={kind === 'error' ? ERROR_VARS : DESCRIPTION_VARS} className={className} data-size="sm" id={id}>
      {text}
    </p>
  );
}

const LABEL_VARS = { '--input-label-size': 'var(--mantine-font-size-sm)' } as CSSProperties;
const SMALLER_TEXT = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const DESCRIPTION_VARS = { '--input-description-size': SMALLER_TEXT } as CSSProperties;
const ERROR_VARS = { '--input-error-size': SMALLER_TEXT } as CSSProperties;
const MARGIN_TOP = { '--input-margin-top': 'calc(var(--mantine-spacing-xs) / 2)' } as CSSProperties;
const MARGIN_BOTTOM = { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } as CSSProperties;
const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-sm)',
  '--input-fz': 'var(--mantine-font-size-sm)',
} as CSSProperties;
