import 'virtual:icu-messages/search';
import { LightTextInput } from '@/components/ui/light-text-input';
import { useT, withMessages } from '@/i18n/i18n';
import { useDeferredInput } from '@/lib/deferred-input';
import type { TreeNamePickerProps } from './tree-name-picker';

const loadPicker = () => withMessages(import('./tree-name-picker'));

/**
 * A tree name box with suggestions (tree-name-picker.tsx) whose code stays off the page until it is
 * used: the page draws Mantine's plain text box (its markup, LightTextInput) with the same label,
 * hint and placeholder, and the picker takes its place on the first pointer, touch or focus, keeping
 * what was typed, the caret and the focus (lib/deferred-input.ts).
 */
export function TreeNameField(props: TreeNamePickerProps) {
  const { loaded, load, input } = useDeferredInput<TreeNamePickerProps>(loadPicker);
  const t = useT();
  if (loaded) {
    const { Box, takeOver } = loaded;
    return <Box {...props} {...takeOver} />;
  }
  return (
    <LightTextInput
      ref={input}
      label={props.label}
      description={props.description}
      placeholder={t('search.pickerPlaceholder')}
      type="search"
      autoComplete="off"
      spellCheck={false}
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="list"
      onPointerEnter={load}
      onTouchStart={load}
      onFocus={load}
    />
  );
}
