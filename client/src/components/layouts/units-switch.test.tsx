import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { feetRange } from '@/lib/catalogue-labels';
import { useLengthDisplay } from '@/lib/length-display';
import { renderWithProviders } from '@/testing/render';
import { UnitsSwitch } from './units-switch';

afterEach(() => {
  document.cookie = 'selectree-units=; Path=/; Max-Age=0';
});

/** A length as a screen shows it, beside the switch. */
function Height() {
  return <p data-testid="height">{feetRange(30, 70, useLengthDisplay())}</p>;
}

const page = (
  <>
    <Height />
    <UnitsSwitch />
  </>
);

describe('the footer’s units switch (issue 28.5)', () => {
  it('offers Feet / Metres as real links, the current one marked', () => {
    renderWithProviders(page, { path: '/glossary?x=1' });
    expect(screen.getByRole('navigation', { name: 'Units' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Metres' })).toHaveAttribute('href', '/glossary?x=1&units=metric');
    expect(screen.getByRole('link', { name: 'Feet' })).toHaveAttribute('href', '/glossary?x=1&units=imperial');
    expect(screen.getByRole('link', { name: 'Feet' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Metres' })).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('height')).toHaveTextContent('30 to 70 ft');
  });

  it('switches lengths to metres without a reload and remembers the choice in the cookie', () => {
    const { router } = renderWithProviders(page, { path: '/glossary' });
    fireEvent.click(screen.getByRole('link', { name: 'Metres' }));
    expect(screen.getByTestId('height')).toHaveTextContent('9.1 to 21 m');
    expect(screen.getByRole('link', { name: 'Metres' })).toHaveAttribute('aria-current', 'true');
    expect(document.cookie).toContain('selectree-units=metric');
    expect(router.state.location.pathname).toBe('/glossary');
    fireEvent.click(screen.getByRole('link', { name: 'Feet' }));
    expect(screen.getByTestId('height')).toHaveTextContent('30 to 70 ft');
    expect(document.cookie).toContain('selectree-units=imperial');
  });

  it('a page opened from a ?units= link starts in those units; switching drops the contradicting parameter', async () => {
    const { router } = renderWithProviders(page, { path: '/glossary?units=metric&x=1', units: 'metric' });
    expect(screen.getByTestId('height')).toHaveTextContent('9.1 to 21 m');
    fireEvent.click(screen.getByRole('link', { name: 'Feet' }));
    expect(screen.getByTestId('height')).toHaveTextContent('30 to 70 ft');
    await vi.waitFor(() => expect(router.state.location.search).toBe('?x=1'));
  });
});
