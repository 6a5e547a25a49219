import { MantineProvider, NativeSelect } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightNativeSelect } from './light-native-select';

/** Each element's tag, classes, data and aria attributes and styles, in document order (ids left out). */
function shape(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .filter(({ name }) => name !== 'id' && name !== 'for' && name !== 'class')
      .map(({ name, value }) => `${name}=${value}`)
      .sort();
    return `${element.tagName.toLowerCase()} .${[...element.classList].sort().join('.')} ${attributes.join(' ')}`;
  });
}

const DATA = [
  { value: '1', label: 'Scientific Name A-Z' },
  { value: '2', label: 'Scientific Name Z-A' },
];

describe('LightNativeSelect', () => {
  it('renders what Mantine’s NativeSelect size="xs" with a label renders', () => {
    const mantine = render(
      <MantineProvider>
        <NativeSelect label="Sort by" size="xs" value="2" onChange={() => {}} data={DATA} />
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider>
        <LightNativeSelect label="Sort by" value="2" onChange={() => {}} data={DATA} />
      </MantineProvider>,
    );
    const theirs = mantine.container.querySelector<HTMLElement>('.mantine-NativeSelect-root')!;
    const ours = light.container.querySelector<HTMLElement>('.mantine-NativeSelect-root')!;
    expect(shape(ours)).toEqual(shape(theirs));
  });

  it('is labelled, shows the value and reports a choice', () => {
    const chosen: string[] = [];
    render(
      <LightNativeSelect
        label="Sort by"
        value="1"
        onChange={(event) => chosen.push(event.currentTarget.value)}
        data={DATA}
        className="extra"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('1');
    expect(select.closest('.mantine-NativeSelect-root')).toHaveClass('extra');
    fireEvent.change(select, { target: { value: '2' } });
    expect(chosen).toEqual(['2']);
  });
});
