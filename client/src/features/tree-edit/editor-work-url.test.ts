import { describe, expect, it } from 'vitest';
import { workHref, workRequest } from './editor-work-url';

describe('the editors’ work page URL', () => {
  it('issue 21.12: reads the editor and each list’s page, and writes them back', () => {
    const request = workRequest(new URLSearchParams('editor=3&drafts=2&changes=4'));
    expect(request).toEqual({ editorId: 3, draftsPage: 2, changesPage: 4 });
    expect(workHref(request)).toBe('/editor/work?editor=3&drafts=2&changes=4');
    expect(workHref({ editorId: null, draftsPage: 1, changesPage: 1 })).toBe('/editor/work');
  });

  it('issue 21.12: takes anything else for the defaults', () => {
    expect(workRequest(new URLSearchParams('editor=x&drafts=0&changes=-2'))).toEqual({
      editorId: null,
      draftsPage: 1,
      changesPage: 1,
    });
  });
});
