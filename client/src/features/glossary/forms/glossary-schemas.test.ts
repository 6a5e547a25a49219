import { describe, expect, it } from 'vitest';
import { plainTextToHtml } from '@/components/ui/rich-text-editor';
import { GLOSSARY_CAPTION_MAX, GLOSSARY_MESSAGES as RULE_MESSAGES, GLOSSARY_TERM_MAX } from '@selectree/rules';
import 'virtual:icu-messages/glossaryEdit';
import { translatorFor } from '@/i18n/i18n';
import { entrySchema, GLOSSARY_MESSAGES, glossaryErrorText, photoSchema } from './glossary-schemas';

const SPANISH = {
  term: GLOSSARY_MESSAGES.spanishTermRequired,
  definition: GLOSSARY_MESSAGES.spanishDefinitionRequired,
};

const problems = async (schema: typeof entrySchema | typeof photoSchema, values: unknown) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
};

describe('glossary forms', () => {
  it.each([
    [{ term: '', definition: '<p>x</p>' }, [GLOSSARY_MESSAGES.termRequired]],
    [{ term: '   ', definition: '<p>x</p>' }, [GLOSSARY_MESSAGES.termRequired]],
    [{ term: 'Bark', definition: '<p></p>' }, [GLOSSARY_MESSAGES.definitionRequired]],
    [{ term: 'Bark', definition: '' }, [GLOSSARY_MESSAGES.definitionRequired]],
    [{ term: 'Bark', definition: '<p><a href="http://x.org">x</a></p>' }, [GLOSSARY_MESSAGES.invalidUrl]],
    [{ term: 'Bark', definition: '<p><a href="javascript:alert(1)">x</a></p>' }, [GLOSSARY_MESSAGES.invalidUrl]],
    [{ term: 'Bark', definition: '<p><a href="https://x.org">x</a></p>' }, []],
    [{ term: 'a'.repeat(101), definition: '<p>x</p>' }, [GLOSSARY_MESSAGES.termTooLong]],
    // The Spanish pair (issue 28): both or neither, with the server's messages (@selectree/rules).
    [{ term: 'Bark', definition: 'x', termEs: 'Corteza', definitionEs: '<p></p>' }, [SPANISH.definition]],
    [{ term: 'Bark', definition: 'x', termEs: '  ', definitionEs: '<p>Capa</p>' }, [SPANISH.term]],
    [{ term: 'Bark', definition: 'x', termEs: 'Corteza', definitionEs: '<p>Capa</p>' }, []],
    [{ term: 'Bark', definition: 'x', termEs: '', definitionEs: '<p></p>' }, []],
    [
      { term: 'Bark', definition: 'x', termEs: 'Corteza', definitionEs: '<p><a href="http://x.org">x</a></p>' },
      [GLOSSARY_MESSAGES.invalidUrl],
    ],
  ])('entry %j', async (values, expected) => {
    expect(await problems(entrySchema, values)).toEqual(expected);
  });

  it.each([
    [null, [GLOSSARY_MESSAGES.photoRequired]],
    [new File(['x'], 'a.png', { type: 'image/png' }), []],
    [new File(['x'], 'a.jpg', { type: 'image/jpeg' }), []],
    [new File(['x'], 'a.webp', { type: 'image/webp' }), [GLOSSARY_MESSAGES.photoType]],
    [new File(['x'], 'a.gif', { type: 'image/gif' }), [GLOSSARY_MESSAGES.photoType]],
  ])('photo %#', async (photo, expected) => {
    expect(await problems(photoSchema, { photo, caption: '' })).toEqual(expected);
  });

  it('pasted text becomes escaped paragraphs (never markup)', () => {
    expect(plainTextToHtml('First <b>line</b>\nsecond\n\nNext & last')).toBe(
      '<p>First &lt;b&gt;line&lt;/b&gt;<br>second</p><p>Next &amp; last</p>',
    );
  });
});

describe('the checks’ messages in English', () => {
  it('are the shared rules’ own (the server answers with them), limits included', () => {
    const english = (key: string) => glossaryErrorText(translatorFor('en'), key);
    expect(english(GLOSSARY_MESSAGES.termRequired)).toBe(RULE_MESSAGES.termRequired);
    expect(english(GLOSSARY_MESSAGES.definitionRequired)).toBe(RULE_MESSAGES.definitionRequired);
    expect(english(GLOSSARY_MESSAGES.invalidUrl)).toBe(RULE_MESSAGES.invalidUrl);
    expect(english(GLOSSARY_MESSAGES.termTooLong)).toBe(RULE_MESSAGES.termTooLong(GLOSSARY_TERM_MAX));
    expect(english(GLOSSARY_MESSAGES.termTooLong)).toBe('A term is at most 100 characters');
    expect(english(GLOSSARY_MESSAGES.captionTooLong)).toBe(RULE_MESSAGES.captionTooLong(GLOSSARY_CAPTION_MAX));
    expect(english(GLOSSARY_MESSAGES.spanishTermRequired)).toBe(RULE_MESSAGES.spanishTermRequired);
    expect(english(GLOSSARY_MESSAGES.spanishDefinitionRequired)).toBe(RULE_MESSAGES.spanishDefinitionRequired);
  });
});
