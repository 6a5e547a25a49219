import { MantineProvider, NativeSelect } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { markupShape } from '@/testing/markup-shape';
import { LightNativeSelect } from './light-native-select';

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
    expect(markupShape(ours, { skip: ['id', 'for'] })).toEqual(markupShape(theirs, { skip: ['id', 'for'] }));
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
