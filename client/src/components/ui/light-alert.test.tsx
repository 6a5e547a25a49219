import { Alert, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { LightAlert } from './light-alert';

/** Every element's tag, classes, attributes (ids as where they point) and text, in document order. */
function shape(root: Element): string[] {
  const id = root.id;
  return [root, ...root.querySelectorAll('*')].map((element) => {
    const attributes = [...element.attributes]
      .filter(({ name }) => name !== 'class')
      .map(({ name, value }) => `${name}=${value.split(id).join('<id>')}`)
      .sort();
    const text = element.children.length ? '' : (element.textContent ?? '');
    return `${element.tagName.toLowerCase()} .${[...element.classList].sort().join('.')} ${attributes.join(' ')} ${text}`;
  });
}

describe('LightAlert', () => {
  it.each([
    { color: 'gray', title: 'The search failed', role: 'alert' as const },
    { color: 'red', title: 'Could not load', role: 'alert' as const },
    { color: 'bark', title: 'Nothing to compare yet', role: 'alert' as const },
    { color: 'bark', title: undefined, role: 'status' as const },
  ])('draws what Mantine’s Alert draws (color $color, title $title, role $role)', ({ color, title, role }) => {
    const theirs = render(
      <MantineProvider theme={theme}>
        <Alert color={color} variant="light" title={title} role={role}>
          <p>Try again</p>
        </Alert>
      </MantineProvider>,
    ).container.querySelector('.mantine-Alert-root')!;
    const ours = render(
      <MantineProvider theme={theme}>
        <LightAlert color={color} title={title} role={role}>
          <p>Try again</p>
        </LightAlert>
      </MantineProvider>,
    ).container.querySelector('.mantine-Alert-root')!;
    expect(shape(ours)).toEqual(shape(theirs));
  });

  it('is an alert named by its title and described by its message', () => {
    render(
      <LightAlert color="red" title="Could not load">
        Check your connection
      </LightAlert>,
    );
    const alert = screen.getByRole('alert', { name: 'Could not load' });
    expect(alert).toHaveAccessibleDescription('Check your connection');
  });
});
