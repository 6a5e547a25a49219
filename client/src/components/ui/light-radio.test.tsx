import { Group, MantineProvider, Radio } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { idsIn, markupShape } from '@/testing/markup-shape';
import { LightRadio, LightRadioGroup } from './light-radio';

const drawn = (element: React.ReactElement) => {
  const root = render(<MantineProvider theme={theme}>{element}</MantineProvider>).container.querySelector(
    '.mantine-RadioGroup-root',
  )!;
  return markupShape(root, { ids: idsIn(root) });
};

/** Mantine's style names the theme's primary colour; ours the variable Mantine sets to it. */
const primaryNamed = (lines: string[]) =>
  lines.map((line) =>
    line.replace(`var(--mantine-color-${theme.primaryColor}-filled)`, 'var(--mantine-primary-color-filled)'),
  );

describe('LightRadioGroup and LightRadio', () => {
  it.each(['open', 'strip'])('render what Mantine’s Radio.Group of Radios renders (%s chosen)', (value) => {
    const ours = drawn(
      <LightRadioGroup label="Where is the spot?" value={value} onChange={() => {}}>
        <Group gap="md" mt={4}>
          <LightRadio value="open" label="Open ground" />
          <LightRadio value="strip" label="A planting strip" />
        </Group>
      </LightRadioGroup>,
    );
    const theirs = drawn(
      <Radio.Group label="Where is the spot?" value={value} onChange={() => {}}>
        <Group gap="md" mt={4}>
          <Radio value="open" label="Open ground" />
          <Radio value="strip" label="A planting strip" />
        </Group>
      </Radio.Group>,
    );
    expect(ours).toEqual(primaryNamed(theirs));
  });

  it('is a radiogroup named by its label whose radios share a name and report the value chosen', () => {
    const chosen: string[] = [];
    const radios = (label: string) => (
      <LightRadioGroup label={label} value="open" onChange={(value) => chosen.push(value)}>
        <LightRadio value="open" label={`${label}: open`} />
        <LightRadio value="strip" label={`${label}: strip`} />
      </LightRadioGroup>
    );
    render(
      <>
        {radios('Front')}
        {radios('Back')}
      </>,
    );
    const front = within(screen.getByRole('radiogroup', { name: 'Front' })).getAllByRole('radio');
    const back = within(screen.getByRole('radiogroup', { name: 'Back' })).getAllByRole('radio');
    expect(screen.getByRole('radio', { name: 'Front: open' })).toBeChecked();
    // One name per group: the browser moves the choice between them with the arrow keys.
    expect(front[0]).toHaveAttribute('name', front[1]!.getAttribute('name'));
    expect(front[0]!.getAttribute('name')).not.toBe(back[0]!.getAttribute('name'));
    fireEvent.click(screen.getByRole('radio', { name: 'Front: strip' }));
    expect(chosen).toEqual(['strip']);
  });
});
