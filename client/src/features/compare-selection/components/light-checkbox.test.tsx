import { Checkbox, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LightCheckbox } from './light-checkbox';

/** Each element's tag, classes, data and aria attributes, in document order (ids and styles left out). */
function shape(root: HTMLElement): string[] {
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const data = [...element.attributes]
      .filter((attribute) => attribute.name.startsWith('data-') || attribute.name.startsWith('aria-'))
      .map(({ name, value }) => (name === 'aria-describedby' ? `${name}=<id>-description` : `${name}=${value}`))
      .sort();
    return `${element.tagName.toLowerCase()} .${[...element.classList].join('.')} ${data.join(' ')}`;
  });
}

const cases = [
  { name: 'unchecked', props: { checked: false } },
  { name: 'checked', props: { checked: true } },
  { name: 'disabled, with a description', props: { checked: false, disabled: true, description: 'Up to 4 trees' } },
];

describe('LightCheckbox', () => {
  it.each(cases)('renders what Mantine’s Checkbox size="sm" renders ($name)', ({ props }) => {
    const mantine = render(
      <MantineProvider>
        <Checkbox size="sm" label="Compare" aria-label="Compare Quercus lobata" onChange={() => {}} {...props} />
      </MantineProvider>,
    );
    const light = render(
      <MantineProvider>
        <LightCheckbox label="Compare" aria-label="Compare Quercus lobata" onChange={() => {}} {...props} />
      </MantineProvider>,
    );
    const ours = light.container.querySelector<HTMLElement>('.mantine-Checkbox-root')!;
    const theirs = mantine.container.querySelector<HTMLElement>('.mantine-Checkbox-root')!;
    expect(shape(ours)).toEqual(shape(theirs));
    const input = ours.querySelector('input')!;
    expect(input.checked).toBe(props.checked);
    expect(input.disabled).toBe(Boolean(props.disabled));
    expect(ours.querySelector('label')!.htmlFor).toBe(input.id);
    if (props.description)
      expect(document.getElementById(input.getAttribute('aria-describedby')!)).toHaveTextContent(props.description);
  });
});
