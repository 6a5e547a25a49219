import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { RichTextField } from './rich-text-editor';

function Harness({ plainTextPaste }: { plainTextPaste: boolean }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RichTextField id="d" label="Definition" value={value} onChange={setValue} plainTextPaste={plainTextPaste} />
      <output data-testid="html">{value ?? ''}</output>
    </>
  );
}

const paste = (target: Element, data: Record<string, string>) =>
  fireEvent.paste(target, { clipboardData: { getData: (type: string) => data[type] ?? '', types: Object.keys(data) } });

describe('the shared rich text editor', () => {
  it('with plainTextPaste, pasted HTML arrives as its plain text (no markup, no links, no scripts)', async () => {
    renderWithProviders(<Harness plainTextPaste />);
    const editor = await screen.findByRole('textbox', { name: 'Definition' });
    paste(editor, {
      'text/html': '<b>Bold</b> <a href="javascript:alert(1)">link</a><script>alert(1)</script>',
      'text/plain': 'Bold <link>\n\nSecond paragraph',
    });
    await waitFor(() =>
      expect(screen.getByTestId('html').textContent).toBe('<p>Bold &lt;link&gt;</p><p>Second paragraph</p>'),
    );
  });
});
