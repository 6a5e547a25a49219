import { Alert, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
  it.each(['gray', 'red'] as const)('draws what Mantine’s Alert color="%s" with a title draws', (color) => {
    const theirs = render(
      <MantineProvider>
        <Alert color={color} title="The search failed" role="alert">
          <p>Try again</p>
        </Alert>
      </MantineProvider>,
    ).container.querySelector('.mantine-Alert-root')!;
    const ours = render(
      <MantineProvider>
        <LightAlert color={color} title="The search failed">
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
