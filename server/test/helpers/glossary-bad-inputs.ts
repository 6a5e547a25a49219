import sharp from 'sharp';
import type { AccountsApp } from './accounts-app';
import { cameraJpeg } from './photo-uploads';
import { postGlossaryPhoto, type useGlossaryFixture } from './glossary-fixture';

/** The glossary's bad inputs (server/src/services/glossary/glossary-bad-inputs.test.ts runs them). */
export function glossaryBadInputs(app: AccountsApp, f: ReturnType<typeof useGlossaryFixture>) {
  const editor = () => f.tokens.editor!;
  type Result = { status: number; body: { message?: string; errors?: unknown } | null };
  type Case = [string, () => Promise<Result>, number, RegExp];

  const create = (body: unknown) => app.json('POST', '/api/tree/glossary', body, editor());
  const update = (id: unknown, body: unknown) => app.json('PUT', `/api/tree/glossary/${id}`, body, editor());
  const raw = async (url: string, init: RequestInit): Promise<Result> => {
    const response = await app.request(url, {
      ...init,
      headers: { authorization: `Bearer ${editor()}`, ...(init.headers as Record<string, string>) },
    });
    const text = await response.text();
    return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : { message: text } };
  };

  const TERM = 'Please enter a term';
  const DEFINITION = 'Please enter a definition';
  const URL_MESSAGE = /^Invalid URL\. Please ensure it starts with https:\/\/$/;

  const CASES: Case[] = [
    ['no term', () => create({ definition: 'x' }), 400, new RegExp(TERM)],
    ['an empty term', () => create({ term: '', definition: 'x' }), 400, new RegExp(TERM)],
    ['a whitespace term', () => create({ term: ' \t\n ', definition: 'x' }), 400, new RegExp(TERM)],
    ['a term that is a number', () => create({ term: 42, definition: 'x' }), 400, /term must be text/],
    ['a term that is an array', () => create({ term: ['a'], definition: 'x' }), 400, /term must be text/],
    ['a 101-character term', () => create({ term: 'a'.repeat(101), definition: 'x' }), 400, /at most 100 characters/],
    ['a term with markup', () => create({ term: '<b>Bark</b>', definition: 'x' }), 400, /plain text/],
    ['a script term', () => create({ term: '<script>alert(1)</script>', definition: 'x' }), 400, /plain text/],
    ['a term with a control character', () => create({ term: 'Ba\u0000rk', definition: 'x' }), 400, /plain text/],
    [
      'a duplicate term (other case)',
      () => create({ term: 'deciduous', definition: 'x' }),
      409,
      /already has the term "Deciduous"/,
    ],
    [
      'a duplicate term (spaces)',
      () => create({ term: '  Canopy ', definition: 'x' }),
      409,
      /already has the term "Canopy"/,
    ],
    ['no definition', () => create({ term: 'Bark' }), 400, new RegExp(DEFINITION)],
    ['a whitespace definition', () => create({ term: 'Bark', definition: '   ' }), 400, new RegExp(DEFINITION)],
    [
      'a definition that is only a script',
      () => create({ term: 'Bark', definition: '<script>alert(1)</script>' }),
      400,
      new RegExp(DEFINITION),
    ],
    [
      'a definition that is only an image with onerror',
      () => create({ term: 'Bark', definition: '<img src=x onerror=alert(1)>' }),
      400,
      new RegExp(DEFINITION),
    ],
    [
      'a definition that is only an iframe',
      () => create({ term: 'Bark', definition: '<iframe src="https://evil.example"></iframe>' }),
      400,
      new RegExp(DEFINITION),
    ],
    [
      'a definition of empty paragraphs',
      () => create({ term: 'Bark', definition: '<p> </p><p></p>' }),
      400,
      new RegExp(DEFINITION),
    ],
    [
      'a definition that is an object',
      () => create({ term: 'Bark', definition: { html: 'x' } }),
      400,
      /definition must be text/,
    ],
    [
      'a javascript: link',
      () => create({ term: 'Bark', definition: '<a href="javascript:alert(1)">x</a>' }),
      400,
      URL_MESSAGE,
    ],
    [
      'an entity-encoded javascript: link',
      () => create({ term: 'Bark', definition: '<a href="jav&#x61;script:alert(1)">x</a>' }),
      400,
      URL_MESSAGE,
    ],
    [
      'an http: link',
      () => create({ term: 'Bark', definition: '<a href="http://example.org">x</a>' }),
      400,
      URL_MESSAGE,
    ],
    [
      'a data: link',
      () => create({ term: 'Bark', definition: '<a href="data:text/html,<script>1</script>">x</a>' }),
      400,
      URL_MESSAGE,
    ],
    ['a relative link', () => create({ term: 'Bark', definition: '<a href="/tree-detail/1">x</a>' }), 400, URL_MESSAGE],
    [
      'a protocol-relative link',
      () => create({ term: 'Bark', definition: '<a href="//evil.example">x</a>' }),
      400,
      URL_MESSAGE,
    ],
    ['a mailto: link', () => create({ term: 'Bark', definition: '<a href="mailto:a@b.org">x</a>' }), 400, URL_MESSAGE],
    ['a bare https:// link', () => create({ term: 'Bark', definition: '<a href="https://">x</a>' }), 400, URL_MESSAGE],
    [
      'a 20,001-character definition',
      () => create({ term: 'Bark', definition: 'x'.repeat(20_001) }),
      400,
      /at most 20,000 characters/,
    ],
    [
      'an unknown field (mass assignment)',
      () => create({ term: 'Bark', definition: 'x', updated_by: 1 }),
      400,
      /Unknown field: updated_by/,
    ],
    ['a body that is an array', () => create([{ term: 'Bark', definition: 'x' }]), 400, /as an object/],
    [
      'malformed JSON',
      () =>
        raw('/api/tree/glossary', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"term":',
        }),
      400,
      /Malformed JSON/,
    ],
    [
      'a form-encoded body',
      () =>
        raw('/api/tree/glossary', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'term=Bark&definition=x',
        }),
      400,
      /as an object/,
    ],
    ['a body over 1 MB', () => create({ term: 'Bark', definition: 'x'.repeat(1_100_000) }), 413, /too large/],
    [
      'an update of an unknown entry',
      () => update(999999, { term: 'Bark', definition: 'x', version: 1 }),
      404,
      /no such glossary entry/,
    ],
    [
      'an update with a bad id',
      () => update('abc', { term: 'Bark', definition: 'x', version: 1 }),
      400,
      /Invalid glossary id/,
    ],
    [
      'an update with a negative id',
      () => update('-1', { term: 'Bark', definition: 'x', version: 1 }),
      400,
      /Invalid glossary id/,
    ],
    [
      // No version at all is the spec's body, applied (issue 21.1); a malformed one is refused.
      'an update with a version of 0',
      () => update(f.entryIds[1], { term: 'Deciduous', definition: 'x', version: 0 }),
      400,
      /version must be a positive whole number/,
    ],
    [
      'an update with a version that is text',
      () => update(f.entryIds[1], { term: 'Deciduous', definition: 'x', version: 'one' }),
      400,
      /version must be a positive whole number/,
    ],
    [
      'an update with a stale version',
      () => update(f.entryIds[1], { term: 'Deciduous', definition: 'x', version: 9 }),
      409,
      /^Not saved/,
    ],
    [
      'an update to an empty term',
      () => update(f.entryIds[1], { term: '', definition: 'x', version: 1 }),
      400,
      new RegExp(TERM),
    ],
    // The Spanish pair (issue 28): the English fields' rules, and both or neither.
    [
      'a Spanish term without its definition',
      () => create({ term: 'Bark', definition: 'x', term_es: 'Corteza' }),
      400,
      /^A Spanish term needs its Spanish definition$/,
    ],
    [
      'a Spanish definition without its term',
      () => create({ term: 'Bark', definition: 'x', term_es: ' ', definition_es: '<p>La capa exterior</p>' }),
      400,
      /^A Spanish definition needs its Spanish term$/,
    ],
    [
      'an update that clears only the Spanish definition',
      () =>
        update(f.entryIds[1], { term: 'Deciduous', definition: 'x', term_es: 'Caducifolio', definition_es: '<p></p>' }),
      400,
      /needs its Spanish definition/,
    ],
    [
      'a Spanish term with markup',
      () => create({ term: 'Bark', definition: 'x', term_es: '<b>Corteza</b>', definition_es: 'y' }),
      400,
      /plain text/,
    ],
    [
      'a Spanish term that is a number',
      () => create({ term: 'Bark', definition: 'x', term_es: 7, definition_es: 'y' }),
      400,
      /term_es must be text/,
    ],
    [
      'a Spanish definition with an http link',
      () =>
        create({ term: 'Bark', definition: 'x', term_es: 'Corteza', definition_es: '<a href="http://x.org">y</a>' }),
      400,
      URL_MESSAGE,
    ],
    [
      'a Spanish definition that is only a script',
      () => create({ term: 'Bark', definition: 'x', term_es: 'Corteza', definition_es: '<script>alert(1)</script>' }),
      400,
      new RegExp(DEFINITION),
    ],
    [
      'a 101-character Spanish term',
      () => create({ term: 'Bark', definition: 'x', term_es: 'a'.repeat(101), definition_es: 'y' }),
      400,
      /at most 100 characters/,
    ],
    [
      'a delete of an unknown entry',
      () => app.json('DELETE', '/api/tree/glossary/999999', undefined, editor()),
      404,
      /no such glossary entry/,
    ],
    [
      'a delete with an id past int4',
      () => app.json('DELETE', '/api/tree/glossary/99999999999', undefined, editor()),
      400,
      /Invalid glossary id/,
    ],
    [
      'a photo delete of an unknown photo',
      () => app.json('DELETE', '/api/tree/glossary/photo/999999', undefined, editor()),
      404,
      /no such glossary photo/,
    ],
    [
      'a photo delete with a bad id',
      () => app.json('DELETE', '/api/tree/glossary/photo/1;DROP', undefined, editor()),
      400,
      /Invalid glossary photo id/,
    ],
    [
      'photo text of an unknown photo',
      () => app.json('PUT', '/api/tree/glossary_photos/999999/definition', { definition_text: 'x' }, editor()),
      404,
      /no such glossary photo/,
    ],
    [
      'photo text with markup',
      () =>
        app.json(
          'PUT',
          `/api/tree/glossary_photos/${f.photoId}/definition`,
          { definition_text: '<img src=x onerror=1>' },
          editor(),
        ),
      400,
      /plain text/,
    ],
    [
      'photo text with a javascript: URL',
      () =>
        app.json(
          'PUT',
          `/api/tree/glossary_photos/${f.photoId}/definition`,
          { definition_text: 'javascript:alert(1)' },
          editor(),
        ),
      400,
      /plain text/,
    ],
    [
      'photo text over 300 characters',
      () =>
        app.json(
          'PUT',
          `/api/tree/glossary_photos/${f.photoId}/definition`,
          { definition_text: 'x'.repeat(301) },
          editor(),
        ),
      400,
      /at most 300/,
    ],
    [
      'photo text that is a number',
      () => app.json('PUT', `/api/tree/glossary_photos/${f.photoId}/definition`, { definition_text: 5 }, editor()),
      400,
      /must be text/,
    ],
    [
      'photo text missing',
      () => app.json('PUT', `/api/tree/glossary_photos/${f.photoId}/definition`, {}, editor()),
      400,
      /definition_text/,
    ],
    [
      'a photo for an unknown entry',
      () => postGlossaryPhoto(app, 999999, f.png, { token: editor() }),
      404,
      /no such glossary entry/,
    ],
    [
      'a photo for a bad entry id',
      () => postGlossaryPhoto(app, 'x1', f.png, { token: editor() }),
      400,
      /Invalid glossary id/,
    ],
    [
      'a text file renamed .png',
      () => postGlossaryPhoto(app, f.entryIds[0], Buffer.from('just some text, not an image'), { token: editor() }),
      400,
      /must be JPEG or PNG/,
    ],
    [
      'an .exe renamed .jpg',
      () =>
        postGlossaryPhoto(app, f.entryIds[0], Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(2000)]), {
          token: editor(),
          name: 'tree.jpg',
          type: 'image/jpeg',
        }),
      400,
      /must be JPEG or PNG/,
    ],
    [
      'an SVG with a script',
      () =>
        postGlossaryPhoto(
          app,
          f.entryIds[0],
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
          { token: editor(), name: 'a.svg', type: 'image/svg+xml' },
        ),
      400,
      /must be JPEG or PNG/,
    ],
    [
      'a WebP (not a glossary type)',
      async () =>
        postGlossaryPhoto(
          app,
          f.entryIds[0],
          await sharp({ create: { width: 50, height: 50, channels: 3, background: 'red' } })
            .webp()
            .toBuffer(),
          { token: editor(), name: 'a.webp', type: 'image/webp' },
        ),
      400,
      /must be JPEG or PNG/,
    ],
    [
      'a truncated JPEG',
      async () =>
        postGlossaryPhoto(app, f.entryIds[0], (await cameraJpeg(400, 300)).subarray(0, 600), {
          token: editor(),
          type: 'image/jpeg',
        }),
      400,
      /could not be read/,
    ],
    [
      'an empty file',
      () => postGlossaryPhoto(app, f.entryIds[0], Buffer.alloc(0), { token: editor() }),
      400,
      /Choose a photo/,
    ],
    [
      'no photo field',
      () => postGlossaryPhoto(app, f.entryIds[0], f.png, { token: editor(), field: 'image' }),
      400,
      /Choose a photo/,
    ],
    [
      'a photo as JSON',
      () => app.json('POST', `/api/tree/glossary/${f.entryIds[0]}/photo`, { photo: 'aGVsbG8=' }, editor()),
      400,
      /multipart/,
    ],
    [
      'a file over 15 MB',
      () =>
        postGlossaryPhoto(
          app,
          f.entryIds[0],
          Buffer.concat([
            Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
            Buffer.alloc(16 * 1024 * 1024),
          ]),
          { token: editor() },
        ),
      413,
      /larger than 15 MB/,
    ],
    [
      'an image over 40 megapixels',
      async () =>
        postGlossaryPhoto(
          app,
          f.entryIds[0],
          await sharp({ create: { width: 8000, height: 5200, channels: 3, background: 'white' } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
          { token: editor() },
        ),
      400,
      /megapixels/,
    ],
    [
      'a broken multipart body',
      () =>
        raw(`/api/tree/glossary/${f.entryIds[0]}/photo`, {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
          body: '--xyz\r\nContent-Disposition: form-data; name="photo"\r\n\r\nno end',
        }),
      400,
      /could not be read/,
    ],
  ];

  return CASES;
}
