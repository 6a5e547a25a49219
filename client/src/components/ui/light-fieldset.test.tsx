import { Fieldset, MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { markupShape } from '@/testing/markup-shape';
import { LightFieldset } from './light-fieldset';

describe('LightFieldset', () => {
  it('renders what Mantine’s Fieldset variant="unstyled" with a legend renders', () => {
    const drawn = (element: React.ReactElement) =>
      markupShape(
        render(<MantineProvider theme={theme}>{element}</MantineProvider>).container.querySelector('fieldset')!,
      );
    expect(
      drawn(
        <LightFieldset legend="Goals">
          <p>Shade</p>
        </LightFieldset>,
      ),
    ).toEqual(
      drawn(
        <Fieldset legend="Goals" variant="unstyled">
          <p>Shade</p>
        </Fieldset>,
      ),
    );
  });

  it('is a group named by its legend', () => {
    render(
      <LightFieldset legend="Goals">
        <input type="checkbox" aria-label="Shade" />
      </LightFieldset>,
    );
    expect(screen.getByRole('group', { name: 'Goals' })).toContainElement(screen.getByRole('checkbox'));
  });
});
