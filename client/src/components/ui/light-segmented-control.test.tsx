import { MantineProvider, SegmentedControl } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { theme } from '@/app/theme';
import { idsIn, markupShape } from '@/testing/markup-shape';
import { LightSegmentedControl } from './light-segmented-control';

const SUN = [
  { value: '', label: 'Any' },
  { value: 'full', label: 'Full sun' },
  { value: 'partial', label: 'Partial shade' },
];

const shapeOf = (root: Element) => markupShape(root, { ids: idsIn(root) });
const ROOT = '.mantine-SegmentedControl-root';

describe('LightSegmentedControl', () => {
  it.each(['', 'partial'])('sends from the server what Mantine’s SegmentedControl sends (value %j)', (value) => {
    const served = (element: React.ReactElement) => {
      const page = document.createElement('div');
      page.innerHTML = renderToString(<MantineProvider theme={theme}>{element}</MantineProvider>);
      return shapeOf(page.querySelector(ROOT)!);
    };
    const props = { 'aria-labelledby': 'site-sun', value, onChange: () => {}, data: SUN, className: 'x' };
    expect(served(<LightSegmentedControl {...props} />)).toEqual(served(<SegmentedControl {...props} />));
  });

  it('renders what Mantine’s SegmentedControl renders in the browser, less its indicator and data-initialized', () => {
    const ours = render(
      <LightSegmentedControl aria-labelledby="site-sun" value="full" onChange={() => {}} data={SUN} />,
    ).container.querySelector(ROOT)!;
    const theirs = render(
      <MantineProvider theme={theme}>
        <SegmentedControl aria-labelledby="site-sun" value="full" onChange={() => {}} data={SUN} />
      </MantineProvider>,
    ).container.querySelector(ROOT)!;
    expect(theirs).toHaveAttribute('data-initialized');
    theirs.removeAttribute('data-initialized');
    theirs.querySelector('.mantine-SegmentedControl-indicator')?.remove();
    expect(shapeOf(ours)).toEqual(shapeOf(theirs));
  });

  it('is a radiogroup of labelled radios of one name that reports the value chosen', () => {
    const chosen: string[] = [];
    render(
      <>
        <span id="site-sun">Sun</span>
        <LightSegmentedControl aria-labelledby="site-sun" value="" onChange={(v) => chosen.push(v)} data={SUN} />
      </>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Sun' });
    expect(screen.getByRole('radio', { name: 'Any' })).toBeChecked();
    const names = [...group.querySelectorAll('input')].map((input) => input.name);
    // One name: the browser moves the choice between them with the arrow keys.
    expect(new Set(names).size).toBe(1);
    fireEvent.click(screen.getByRole('radio', { name: 'Partial shade' }));
    expect(chosen).toEqual(['partial']);
  });
});
