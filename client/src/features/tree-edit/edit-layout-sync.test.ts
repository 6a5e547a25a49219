import { describe, expect, it } from 'vitest';
import 'virtual:icu-messages/treeEdit';
import { translatorFor } from '@/i18n/i18n';
import { labelOf, SECTIONS } from './edit-layout';

const t = translatorFor('en');

/**
 * The edit screen places every field of the server's edit record (services/editing/edit-fields.ts)
 * in exactly one section, with a label: a field added on the server cannot go missing from the form.
 */
const SERVER_EDIT_FIELDS = new URL('../../../../server/src/services/editing/edit-fields.ts', import.meta.url).pathname;

describe('the edit screen’s layout matches the server’s edit record', () => {
  it('places each field once, and labels it', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_EDIT_FIELDS)) as { EDIT_FIELD_NAMES: string[] };
    const placed = SECTIONS.flatMap((section) => section.fields);
    expect([...placed].sort()).toEqual([...server.EDIT_FIELD_NAMES].sort());
    expect(new Set(placed).size).toBe(placed.length);
    for (const field of placed) expect(labelOf(t, field), field).not.toBe(field);
  });

  it('keeps the six sections of the spec, in order', () => {
    expect(SECTIONS.map((s) => t(s.title))).toEqual([
      'Name Information',
      'General Information',
      'Photos',
      'Tree Characteristics',
      'Site Conditions',
      'Considerations',
    ]);
  });
});
