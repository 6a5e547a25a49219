import { MantineProvider, TextInput } from '@mantine/core';
import { createRef, type ComponentProps } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { idsIn, markupShape } from '@/testing/markup-shape';
import { LightTextInput } from './light-text-input';

type Props = Omit<ComponentProps<typeof LightTextInput>, 'label'>;

/** The site form's ZIP, Sunset zone and strip width, and the "Why not?" tree box. */
const cases: { name: string; props: Props }[] = [
  {
    name: 'the ZIP: required, numeric, 5 characters at most',
    props: { required: true, inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 5, value: '9' },
  },
  {
    name: 'the ZIP with its error',
    props: { required: true, inputMode: 'numeric', maxLength: 5, value: '9', error: 'Type all five digits.' },
  },
  { name: 'the Sunset zone: a description', props: { description: 'From the Sunset guide', value: '' } },
  {
    name: 'the Sunset zone with a description and an error',
    props: { description: 'From the Sunset guide', value: '25', error: 'There is no Sunset zone 25' },
  },
  { name: 'the strip width: decimal, a class', props: { inputMode: 'decimal', value: '4', className: 'narrow' } },
  {
    name: 'the tree box: a search combobox with a placeholder',
    props: {
      description: 'Pick a tree',
      placeholder: 'Name',
      type: 'search',
      autoComplete: 'off',
      spellCheck: false,
      role: 'combobox',
      'aria-expanded': false,
      'aria-autocomplete': 'list',
    },
  },
  { name: 'disabled', props: { disabled: true, value: '' } },
];

const drawn = (element: React.ReactElement) => {
  const root = render(<MantineProvider theme={theme}>{element}</MantineProvider>).container.querySelector(
    '.mantine-TextInput-root',
  )!;
  return markupShape(root, { ids: idsIn(root) });
};

describe('LightTextInput', () => {
  it.each(cases)('renders what Mantine’s TextInput renders ($name)', ({ props }) => {
    expect(drawn(<LightTextInput label="ZIP code" onChange={() => {}} {...props} />)).toEqual(
      drawn(<TextInput label="ZIP code" onChange={() => {}} {...props} />),
    );
  });

  it('is labelled, reports what is typed and hands its input to a ref', () => {
    const typed: string[] = [];
    const ref = createRef<HTMLInputElement>();
    render(<LightTextInput ref={ref} label="ZIP code" required onChange={(e) => typed.push(e.currentTarget.value)} />);
    const input = screen.getByRole('textbox', { name: /ZIP code/ });
    expect(input).toBe(ref.current);
    expect(input).toBeRequired();
    expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent('ZIP code *');
    fireEvent.change(input, { target: { value: '95616' } });
    expect(typed).toEqual(['95616']);
  });

  it('is invalid and described by its error, then by its description, as Mantine’s', () => {
    const { rerender } = render(<LightTextInput label="Sunset zone" description="1 to 24, H1 or H2" />);
    const input = screen.getByRole('textbox', { name: 'Sunset zone' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription('1 to 24, H1 or H2');
    rerender(<LightTextInput label="Sunset zone" description="1 to 24, H1 or H2" error="No zone 25" />);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('No zone 25 1 to 24, H1 or H2');
  });
});
