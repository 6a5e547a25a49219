/**
 * The build-time half of the catalogues (docs/i18n.md): an ICU message catalogue (JSON, key →
 * message) turned into what the browser formats from, so no ICU parser ships to it. Parsing is
 * here (FormatJS's parser); what is kept of the tree, the pseudo-locale and the refusals are
 * packages/rules/src/i18n/compile.ts, which the server's e-mails use too.
 * Used by the Vite plugin icuMessages (vite.plugins.ts) and the catalogue test.
 */
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import {
  compileElements,
  type CompiledCatalogue,
  type CompiledMessage,
} from '../../../packages/rules/src/i18n/compile';

export { pseudoText, type CompiledCatalogue, type CompiledMessage } from '../../../packages/rules/src/i18n/compile';

/** Parses one message; `<` and `>` are text (no rich-text tags: elements are passed as arguments). */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: true });
}

/** One message as shipped: its text if it has no arguments, its tree otherwise. */
export function compileMessage(message: string, pseudo = false): CompiledMessage {
  return compileElements(parseMessage(message), message, pseudo);
}

export function compileCatalogue(messages: Record<string, string>, pseudo = false): CompiledCatalogue {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message, pseudo)]));
}
