import { MantineProvider, Switch } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { idsIn, markupShape } from '@/testing/markup-shape';
import { LightSwitch } from './light-switch';

const drawn = (element: React.ReactElement) => {
  const root = render(<MantineProvider theme={theme}>{element}</MantineProvider>).container.querySelector(
    '.mantine-Switch-root',
  )!;
  return markupShape(root, { ids: idsIn(root) });
};

describe('LightSwitch', () => {
  it.each([false, true])('renders what Mantine’s Switch renders (checked: %s)', (checked) => {
    expect(drawn(<LightSwitch label="Overhead wires" checked={checked} onChange={() => {}} />)).toEqual(
      drawn(<Switch label="Overhead wires" checked={checked} onChange={() => {}} />),
    );
  });

  it('is a switch named by its label that reports each change', () => {
    const changes: boolean[] = [];
    render(<LightSwitch label="Overhead wires" checked={false} onChange={(e) => changes.push(e.target.checked)} />);
    const toggle = screen.getByRole('switch', { name: 'Overhead wires' });
    expect(toggle).not.toBeChecked();
    fireEvent.click(screen.getByText('Overhead wires'));
    expect(changes).toEqual([true]);
  });
});
