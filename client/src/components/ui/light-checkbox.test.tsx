import { Checkbox, MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { idsIn, markupShape } from '@/testing/markup-shape';
import { LightCheckbox, LightCheckboxGroup } from './light-checkbox';

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
        <LightCheckbox label="Compare" aria-label="Compare Quercus lobata" size="sm" onChange={() => {}} {...props} />
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

  it('renders what Mantine’s Checkbox.Group of Checkboxes with no size renders (the site form’s goals)', () => {
    const goals = ['shade', 'native'];
    const theirs = render(
      <MantineProvider theme={theme}>
        <Checkbox.Group value={['native']} onChange={() => {}}>
          <div className="goals">
            {goals.map((goal) => (
              <Checkbox key={goal} value={goal} label={goal} />
            ))}
          </div>
        </Checkbox.Group>
      </MantineProvider>,
    ).container.querySelector('.mantine-CheckboxGroup-root')!;
    const ours = render(
      <MantineProvider theme={theme}>
        <LightCheckboxGroup value={['native']}>
          <div className="goals">
            {goals.map((goal) => (
              <LightCheckbox key={goal} value={goal} label={goal} checked={goal === 'native'} onChange={() => {}} />
            ))}
          </div>
        </LightCheckboxGroup>
      </MantineProvider>,
    ).container.querySelector('.mantine-CheckboxGroup-root')!;
    // Mantine's style names the theme's primary colour; ours the variable Mantine sets to it.
    const mantineLines = markupShape(theirs, { ids: idsIn(theirs) }).map((line) =>
      line.replace(`var(--mantine-color-${theme.primaryColor}-filled)`, 'var(--mantine-primary-color-filled)'),
    );
    expect(markupShape(ours, { ids: idsIn(ours) })).toEqual(mantineLines);
  });

  it('is a labelled box that reports each change', () => {
    const changes: boolean[] = [];
    render(
      <LightCheckbox label="Shade" value="shade" checked={false} onChange={(e) => changes.push(e.target.checked)} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Shade' });
    expect(box).toHaveAttribute('value', 'shade');
    fireEvent.click(box);
    expect(changes).toEqual([true]);
  });
});
