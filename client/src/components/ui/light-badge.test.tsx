import { Badge, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { markupShape } from '@/testing/markup-shape';
import { LightBadge } from './light-badge';

describe('LightBadge', () => {
  it.each([
    { color: 'forest', c: 'forest.9' as const, style: { flex: 'none' } },
    { color: 'gray', c: 'dark.6' as const, style: { flex: 'none' } },
    { color: 'bark', c: undefined, style: undefined },
  ])('renders what Mantine’s light Badge renders (color $color, c $c)', ({ color, c, style }) => {
    const drawn = (element: React.ReactElement) =>
      markupShape(
        render(<MantineProvider theme={theme}>{element}</MantineProvider>).container.querySelector(
          '.mantine-Badge-root',
        )!,
      );
    expect(
      drawn(
        <LightBadge color={color} textColor={c} style={style}>
          Fits
        </LightBadge>,
      ),
    ).toEqual(
      drawn(
        <Badge variant="light" color={color} c={c} style={style}>
          Fits
        </Badge>,
      ),
    );
  });
});
