import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useId, type ChangeEvent, type CSSProperties } from 'react';

/** Mantine's chevron of a native select (its ComboboxChevron). */
const CHEVRON_PATH =
  'M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z';

type LightNativeSelectProps = {
  label: string;
  value: string;
  data: readonly { value: string; label: string }[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  className?: string;
};

/**
 * The markup and classes of Mantine's `<NativeSelect size="xs" label=…>` (its stylesheets draw it),
 * without the component: the results and list pages' sort box was the only user of Mantine's Input,
 * InputBase, NativeSelect and ComboboxChevron there, four files (~5 kB compressed and their headers)
 * before the page could run. light-native-select.test.tsx holds the markup to Mantine's.
 */
export function LightNativeSelect({ label, value, data, onChange, className }: LightNativeSelectProps) {
  const id = useId();
  return (
    <div
      className={['m_46b77525 mantine-InputWrapper-root mantine-NativeSelect-root', className]
        .filter(Boolean)
        .join(' ')}
      data-size="xs"
    >
      <label
        style={LABEL_VARS}
        className="m_8fdc1311 mantine-InputWrapper-label mantine-NativeSelect-label"
        data-size="xs"
        htmlFor={id}
        id={`${id}-label`}
      >
        {label}
      </label>
      <div
        style={WRAPPER_VARS}
        className="m_6c018570 mantine-Input-wrapper mantine-NativeSelect-wrapper"
        data-variant="default"
        data-size="xs"
        data-pointer="true"
        data-with-right-section="true"
      >
        <select
          className="m_8fb7ebe7 mantine-Input-input mantine-NativeSelect-input"
          data-variant="default"
          id={id}
          value={value}
          onChange={onChange}
        >
          {data.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <div data-position="right" className="m_82577fc2 mantine-Input-section mantine-NativeSelect-section">
          <svg
            style={CHEVRON_VARS}
            className="m_2943220b mantine-ComboboxChevron-chevron"
            data-size="xs"
            data-combobox-chevron="true"
            viewBox="0 0 15 15"
            fill="none"
            xmlns="http://www.w3.org/2000/svg"
          >
            <path d={CHEVRON_PATH} fill="currentColor" fillRule="evenodd" clipRule="evenodd" />
          </svg>
        </div>
      </div>
    </div>
  );
}

const LABEL_VARS = { '--input-label-size': 'var(--mantine-font-size-xs)' } as CSSProperties;
const WRAPPER_VARS = {
  '--input-height': 'var(--input-height-xs)',
  '--input-fz': 'var(--mantine-font-size-xs)',
  '--input-right-section-pointer-events': 'none',
} as CSSProperties;
const CHEVRON_VARS = { '--combobox-chevron-size': 'var(--combobox-chevron-size-xs)' } as CSSProperties;
