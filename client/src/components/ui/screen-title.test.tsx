import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider, loadCatalogue } from '@/i18n/i18n';
import { ScreenTitle } from './screen-title';

const tabTitle = () => document.head.querySelector('title')?.textContent;

describe('a screen’s tab title (issue 28)', () => {
  it('is the titles namespace’s message, in the page’s language', async () => {
    const english = render(<ScreenTitle name="titles.editTree" values={{ id: 7 }} />);
    expect(tabTitle()).toBe('Edit Tree #7 | SelecTree');
    english.unmount();
    await loadCatalogue('es');
    render(
      <I18nProvider locale="es">
        <ScreenTitle name="titles.appraisals" />
      </I18nProvider>,
    );
    expect(tabTitle()).toBe('Tasaciones | SelecTree');
  });
});
