import { describe, expect, it } from 'vitest';
import { LIST_MESSAGES, LIST_NAME_MAX, NOTE_MAX } from '@selectree/rules';
import { loadCatalogue } from '@/i18n/i18n';
import { LIST_CLIENT_MESSAGES as M } from './list-rules';

describe('the lists’ messages (catalogue lists.msg.*)', () => {
  it('say in English what the server says (the rules’ LIST_MESSAGES)', () => {
    for (const name of [
      'nameRequired',
      'descriptionRequired',
      'typeRequired',
      'regionsRequired',
      'savedSearchCommercial',
      'savedSearchNoFilters',
      'singleTree',
      'duplicated',
      'noSuchUser',
      'noAccess',
      'badQuantity',
    ] as const)
      expect(M[name], name).toBe(LIST_MESSAGES[name]);
    expect(M.nameTooLong(LIST_NAME_MAX)).toBe(LIST_MESSAGES.tooLong('Name', LIST_NAME_MAX));
    expect(M.noteTooLong(NOTE_MAX)).toBe(LIST_MESSAGES.tooLong('A note', NOTE_MAX));
    expect(M.resultTooLarge(1200, 500)).toBe(LIST_MESSAGES.resultTooLarge(1200, 500));
    expect(M.addFailed('Oak', 'Park')).toBe('Failed to Add Oak to Park');
  });

  it('are worded in the page’s language when read', async () => {
    await loadCatalogue('es');
    document.documentElement.lang = 'es';
    try {
      expect(M.nameRequired).toBe('El nombre es obligatorio');
      expect(M.addFailed('Oak', 'Park')).toBe('No se pudo agregar Oak a Park');
    } finally {
      document.documentElement.lang = 'en';
    }
  });
});
