import { ELEMENT } from '@selectree/rules';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { EMAIL_CATALOGUES, emailText, parseMessage, type EmailKey } from './messages';

/** Each argument of a message with its element type (`listName:1`). */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === ELEMENT.literal || element.type === ELEMENT.pound) continue;
    into.add(`${element.value}:${element.type}`);
    if (element.type === ELEMENT.plural || element.type === ELEMENT.select)
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
  }
  return into;
}

describe('the email catalogue (docs/i18n.md)', () => {
  const { en, es } = EMAIL_CATALOGUES;

  it('Spanish has every key of English and none English lacks; every key is in the email namespace', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(en).filter((key) => !key.startsWith('email.'))).toEqual([]);
  });

  it('both languages take the same arguments, and every message formats in both', () => {
    for (const key of Object.keys(en) as EmailKey[]) {
      const args = [...argumentsOf(parseMessage(en[key]))].sort();
      expect([key, [...argumentsOf(parseMessage(es[key]))].sort()]).toEqual([key, args]);
      const values = Object.fromEntries(args.map((arg) => [arg.split(':')[0]!, '{x}']));
      for (const language of ['en', 'es'] as const) {
        const text = emailText(language, key, values);
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/\{(?!x\})/); // no ICU syntax left: only the values' own braces
      }
    }
  });

  it('formats values as text, never as ICU, and the two languages differ', () => {
    const values = { listName: "O'Brien's {list}", sharedBy: 'Ana' };
    expect(emailText('en', 'email.listShared.intro', values)).toBe(
      "Ana added you as a collaborator on the tree list “O'Brien's {list}”. You can now edit it and add trees:",
    );
    expect(emailText('es', 'email.listShared.intro', values)).toBe(
      "Ana le añadió como colaborador de la lista de árboles «O'Brien's {list}». Ya puede editarla y añadir árboles:",
    );
  });
});
