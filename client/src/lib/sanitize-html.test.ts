import { describe, expect, it } from 'vitest';
import { sanitizeHtml, summarizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers, javascript: links and iframes', () => {
    const dirty =
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><iframe src="//evil"></iframe><img src=x onerror=alert(1)>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|iframe/);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps ordinary links and protects the opener of new-tab links', () => {
    const clean = sanitizeHtml('<a href="https://example.org" target="_blank">source</a>');
    expect(clean).toContain('href="https://example.org"');
    expect(clean).toContain('rel="noopener noreferrer"');
  });

  it('the summary profile keeps only emphasis', () => {
    expect(
      sanitizeHtml('<p>A <em>Quercus</em> <a href="https://x.org">link</a> <span class="x">big</span></p>', 'summary'),
    ).toBe('<p>A <em>Quercus</em> link big</p>');
  });
});

describe('summarizeHtml', () => {
  it('returns short text unchanged', () => {
    expect(summarizeHtml('A <em>small</em> tree.', 100)).toBe('A <em>small</em> tree.');
  });

  it('cuts long text at a word boundary with an ellipsis, keeping markup valid', () => {
    const summary = summarizeHtml('<p>One two <em>three four</em> five six seven</p><p>Second paragraph.</p>', 16);
    expect(summary).toBe('<p>One two <em>three…</em></p>');
  });

  it('decodes entities and never returns active content', () => {
    const summary = summarizeHtml('Fast &amp; tough.<script>alert(1)</script><img src=x onerror=alert(1)>', 200);
    expect(summary).toBe('Fast &amp; tough.');
  });

  it('handles an empty memo', () => {
    expect(summarizeHtml('', 50)).toBe('');
  });
});
