import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import {
  Button,
  Input,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { useFormikContext } from 'formik';
import 'virtual:icu-messages/treeEdit';
import { RichTextField } from '@/components/ui/rich-text-editor';
import { useT } from '@/i18n/i18n';
import { labelOf } from '../edit-layout';
import type { EditValues, FieldOptions } from '../edit-schema';

type EditFieldProps = { field: FieldOptions; serverError?: string };

const UNKNOWN = 'unknown';

/** One field of the edit record, drawn by its kind (the server's field options). */
export function EditField({ field, serverError }: EditFieldProps) {
  const [{ values, errors, setFieldValue }, t] = [useFormikContext<EditValues>(), useT()];
  const value = values[field.name];
  const label = labelOf(t, field.name);
  const id = `edit-${field.name}`;
  const error = (errors[field.name] as string | undefined) ?? serverError;
  const set = (next: unknown) => void setFieldValue(field.name, next, true);

  switch (field.kind) {
    case 'display':
      return (
        <Choice
          id={id}
          label={label}
          error={error}
          value={String(value ?? '0')}
          onChange={set}
          data={[
            { value: '0', label: t('treeEdit.draft') },
            { value: '1', label: t('treeEdit.published') },
          ]}
        />
      );
    case 'flag':
    case 'hasRedirect':
    case 'yesNo': {
      const yes = field.kind === 'yesNo' ? 'Yes' : 1;
      const no = field.kind === 'yesNo' ? 'No' : 0;
      const data = [
        { value: String(yes), label: t('treeEdit.yes') },
        { value: String(no), label: t('treeEdit.no') },
        ...(field.required ? [] : [{ value: UNKNOWN, label: t('treeEdit.unknown') }]),
      ];
      const current = value === null || value === undefined ? UNKNOWN : String(value);
      return (
        <Choice
          id={id}
          label={label}
          error={error}
          value={current}
          data={data}
          onChange={(next) => set(next === UNKNOWN ? null : field.kind === 'yesNo' ? next : Number(next))}
        />
      );
    }
    case 'int':
    case 'redirect':
      if (field.options?.length) {
        return (
          <Select
            id={id}
            label={label}
            error={error}
            clearable
            data={field.options}
            value={value === null || value === undefined ? null : String(value)}
            onChange={(next) => set(next === null ? null : Number(next))}
          />
        );
      }
      return (
        <NumberInput
          id={id}
          label={label}
          error={error}
          min={field.min ?? undefined}
          max={field.max ?? undefined}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => set(next === '' ? null : next)}
        />
      );
    case 'choice':
      return (
        <Select
          id={id}
          label={label}
          error={error}
          clearable
          searchable
          data={withCurrent(field.options ?? [], value)}
          value={(value as string | null) ?? null}
          onChange={(next) => set(next)}
        />
      );
    case 'multi': {
      const list = ((value as unknown[] | null) ?? []).map(String);
      if (!field.options) {
        return <TagsInput id={id} label={label} error={error} value={list} onChange={set} clearable />;
      }
      const numeric = field.name === 'usda_zone';
      return (
        <MultiSelect
          id={id}
          label={label}
          error={error}
          searchable
          clearable
          value={list}
          data={withCurrent(field.options, list)}
          onChange={(next) => set(numeric ? next.map(Number) : next)}
        />
      );
    }
    case 'names':
      return <NamesField id={id} label={label} error={error} value={(value as string[] | null) ?? []} onChange={set} />;
    case 'rich':
      return (
        <RichTextField id={id} label={label} error={error} value={(value as string | null) ?? null} onChange={set} />
      );
    default:
      return (
        <TextInput
          id={id}
          label={label}
          error={error}
          maxLength={field.maxLength ?? undefined}
          value={(value as string | null) ?? ''}
          onChange={(event) => set(event.currentTarget.value)}
        />
      );
  }
}

/** Options plus any stored value outside them (kept from the import; shown, never lost). */
function withCurrent(options: { value: string; label: string }[], value: unknown) {
  const extra = (Array.isArray(value) ? value : value ? [value] : [])
    .map(String)
    .filter((v) => !options.some((o) => o.value === v));
  return [...options, ...extra.map((v) => ({ value: v, label: v }))];
}

type ChoiceProps = {
  id: string;
  label: string;
  error?: string;
  value: string;
  data: { value: string; label: string }[];
  onChange: (value: string) => void;
};

function Choice({ id, label, error, value, data, onChange }: ChoiceProps) {
  return (
    <Input.Wrapper id={id} label={label} error={error}>
      <div>
        <SegmentedControl aria-labelledby={`${id}-label`} data={data} value={value} onChange={onChange} />
      </div>
    </Input.Wrapper>
  );
}

type NamesFieldProps = { id: string; label: string; error?: string; value: string[]; onChange: (v: string[]) => void };

/** Spec §5: a new common-name entry is added only if no blank entry exists. */
function NamesField({ id, label, error, value, onChange }: NamesFieldProps) {
  const hasBlank = value.some((name) => name.trim() === '');
  const t = useT();
  return (
    <Input.Wrapper id={id} label={label} error={error}>
      <Stack gap={6}>
        {value.map((name, index) => (
          <TextInput
            key={index}
            aria-label={t('treeEdit.nameNumber', { label, number: String(index + 1) })}
            value={name}
            onChange={(event) => onChange(value.map((n, i) => (i === index ? event.currentTarget.value : n)))}
          />
        ))}
        <Button variant="light" size="xs" w="fit-content" disabled={hasBlank} onClick={() => onChange([...value, ''])}>
          {t('treeEdit.addName')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
