import { describe, expect, it } from 'vitest';
import {
  BRANCH_STRENGTH_LABELS,
  EXPOSURE_LABELS,
  SOIL_PH_LABELS,
  WATER_USE_LABELS,
  titleCase,
} from './catalogue-labels';

/**
 * The detail and compare pages word the catalogue's codes and re-case names in the browser; the
 * server's vocabulary and text-case modules are the authority (the importer stores by them). This
 * test holds the client's copies to them (paths the type checker does not follow).
 */
const SERVER_VOCABULARY = new URL('../../../server/src/catalogue/vocabulary.ts', import.meta.url).pathname;
const SERVER_TEXT_CASE = new URL('../../../server/src/catalogue/text-case.ts', import.meta.url).pathname;

describe('the client’s catalogue labels match the server’s', () => {
  it('words water use, exposure, soil pH and branch strength as the server does', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_VOCABULARY)) as Record<string, unknown>;
    expect({ WATER_USE_LABELS, EXPOSURE_LABELS, SOIL_PH_LABELS, BRANCH_STRENGTH_LABELS }).toEqual({
      WATER_USE_LABELS: server.WATER_USE_LABELS,
      EXPOSURE_LABELS: server.EXPOSURE_LABELS,
      SOIL_PH_LABELS: server.SOIL_PH_LABELS,
      BRANCH_STRENGTH_LABELS: server.BRANCH_STRENGTH_LABELS,
    });
  });

  it('title-cases common names as the importer does', async () => {
    const server = (await import(/* @vite-ignore */ SERVER_TEXT_CASE)) as { titleCaseName: (v: string) => string };
    const samples = [
      'COAST LIVE OAK',
      'coast live oak',
      'McNair maple',
      'tree of heaven',
      'THE ROYAL PAULOWNIA',
      'ʻōhiʻa lehua',
      '"bloodgood" plane',
      'henry ii oak',
      'pride of madeira',
      '  extra   spaces  ',
      'de la cruz willow',
      'x',
      '',
    ];
    for (const name of samples) expect(titleCase(name), name).toBe(server.titleCaseName(name));
  });
});
