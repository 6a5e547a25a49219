import { Alert, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { markupShape } from '@/testing/markup-shape';
import { LightAlert } from './light-alert';

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
    expect(markupShape(ours, { ids: [ours.id] })).toEqual(markupShape(theirs, { ids: [theirs.id] }));
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
