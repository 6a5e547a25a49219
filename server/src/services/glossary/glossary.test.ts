import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { graphqlGlossaryPhoto, postGlossaryPhoto, useGlossaryFixture } from '../../../test/helpers/glossary-fixture';
import sharp from 'sharp';
import { cameraJpeg } from '../../../test/helpers/photo-uploads';
import { waitForCatalogueVersion } from '../../../test/helpers/catalogue-version';
import { appRuntime } from '../../context';
import { loadStarterGlossaryIfEmpty, readStarterGlossary } from './starter-glossary';

/**
 * The glossary end to end over the real app and database: reads (A to Z, photos, public caching by
 * catalogue version), entries (sanitised definitions, unique terms, versions), photos (through the
 * tree photos' pipeline and storage), GraphQL, and the starter glossary.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-glossary-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useGlossaryFixture(db, app, photoDir);
const files = () =>
  fs
    .readdirSync(photoDir, { recursive: true })
    .map(String)
    .filter((p) => /\.(jpg|webp)$/.test(p));

describe('glossary', () => {
  beforeEach(f.setUp);

  it('GET lists every entry A to Z whatever the case, with photos, publicly cached by catalogue version', async () => {
    await appRuntime(app.deps).catalogue.ready();
    await app.json(
      'POST',
      '/api/tree/glossary',
      { term: 'alternate', definition: 'One leaf per node' },
      f.tokens.admin,
    );
    const list = await app.json('GET', '/api/tree/glossary');
    expect(list.status).toBe(200);
    expect(list.body.map((e: { term: string }) => e.term)).toEqual(['alternate', 'Canopy', 'Deciduous']);
    expect(list.headers.get('cache-control')).toBe('public, max-age=60');
    const canopy = list.body[1];
    expect(canopy).toMatchObject({ glossary_id: f.entryIds[0], definition: '<p>The crown of a tree.</p>', version: 1 });
    expect(canopy.photos).toEqual([
      {
        glossary_photo_id: f.photoId,
        glossary_id: f.entryIds[0],
        s3_link: expect.stringMatching(/^glossary\/\d+\/[0-9a-f-]{36}\.jpg$/),
        definition_text: null,
        sequence: 1,
        width: 700,
        height: 500,
        widths: [320, 640, 700],
      },
    ]);
    expect(list.body[0].definition).toBe('One leaf per node');
    // The tag read after every write has been heard of (the notification may trail the answers).
    await waitForCatalogueVersion(db.dataSource, [app]);
    const current = await app.request('/api/tree/glossary');
    // The photo is served like a tree photo; a revalidation with the current tag is a 304.
    const image = await app.request(`/photos/${canopy.photos[0].s3_link}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
    const etag = current.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"c\d+-p"$/);
    expect((await app.request('/api/tree/glossary', { headers: { 'if-none-match': etag } })).status).toBe(304);
    await app.json('DELETE', `/api/tree/glossary/${f.entryIds[1]}`, undefined, f.tokens.editor);
    const after = await app.request('/api/tree/glossary', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
  });

  it('issue 24: answers definitions sanitised on REST and GraphQL, also values written past the services', async () => {
    await db.dataSource.query(
      `INSERT INTO glossary_entries (term, definition, term_es, definition_es)
       VALUES ('Aaa tampered', '<p onclick="x()">Crown<script>alert(1)</script></p>', 'Copa', '<img src=x onerror=alert(1)><p>Copa.</p>')`,
    );
    const rest = await app.json('GET', '/api/tree/glossary');
    expect(rest.body[0]).toMatchObject({
      term: 'Aaa tampered',
      definition: '<p>Crown</p>',
      definition_es: '<p>Copa.</p>',
    });
    const gql = await app.graphql(`{ glossary { term definition definitionEs } }`);
    expect(gql.body.data.glossary[0]).toEqual({
      term: 'Aaa tampered',
      definition: '<p>Crown</p>',
      definitionEs: '<p>Copa.</p>',
    });
  });

  it('create sanitises the definition (scripts and handlers go) and keeps https links', async () => {
    const created = await app.json(
      'POST',
      '/api/tree/glossary',
      {
        term: '  Leaf   margin ',
        definition:
          '<p onclick="x()">The <strong>edge</strong> of a leaf<script>alert(1)</script>. <a href="https://example.org/m" target="_blank">More</a></p><iframe src="https://evil"></iframe>',
      },
      f.tokens.editor,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      term: 'Leaf margin',
      definition: '<p>The <strong>edge</strong> of a leaf. <a href="https://example.org/m">More</a></p>',
      version: 1,
      photos: [],
    });
  });

  it('a term is unique whatever its case: 409 with a clear message, nothing written', async () => {
    const before = await f.state();
    const taken = await app.json('POST', '/api/tree/glossary', { term: 'CANOPY', definition: 'x' }, f.tokens.editor);
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: 'The glossary already has the term "Canopy": edit that entry instead',
      field: 'term',
      glossary_id: f.entryIds[0],
    });
    const renamed = await app.json(
      'PUT',
      `/api/tree/glossary/${f.entryIds[1]}`,
      { term: 'canopy', definition: 'x', version: 1 },
      f.tokens.editor,
    );
    expect(renamed.status).toBe(409);
    expect(await f.state()).toBe(before);
  });

  it('update is based on a version: the next save moves it on; a stale save is a 409 naming who, nothing lost', async () => {
    const id = f.entryIds[1];
    const saved = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Deciduous', definition: '<p>Sheds all its leaves for part of the year.</p>', version: 1 },
      f.tokens.editor,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    expect(saved.headers.get('etag')).toBe('"2"');
    const before = await f.state();
    // The admin opened version 1 too: their save does not overwrite the editor's.
    const stale = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Deciduous', definition: '<p>Other text</p>', version: 1 },
      f.tokens.admin,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(
      /^Not saved: Eda Editor changed this entry at .* \(version 2; you edited version 1\)/,
    );
    expect(stale.body.currentVersion).toBe(2);
    expect(await f.state()).toBe(before);
    // With the current version (here as If-Match) it saves.
    const response = await app.request(`/api/tree/glossary/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${f.tokens.admin}`, 'if-match': '"2"' },
      body: JSON.stringify({ term: 'Deciduous', definition: '<p>Other text</p>' }),
    });
    expect(response.status).toBe(200);
    expect((await response.json()).version).toBe(3);
    // Saving what is stored changes nothing, whatever version it names.
    const same = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Deciduous', definition: '<p>Other text</p>', version: 1 },
      f.tokens.editor,
    );
    expect(same.status).toBe(200);
    expect(same.body.version).toBe(3);
  });

  it('two editors saving one entry at the same moment from the same version: one saves, the other is told', async () => {
    const id = f.entryIds[1];
    const save = (token: string, text: string) =>
      app.json('PUT', `/api/tree/glossary/${id}`, { term: 'Deciduous', definition: text, version: 1 }, token);
    const results = await Promise.all([
      save(f.tokens.editor!, 'From the editor'),
      save(f.tokens.admin!, 'From the admin'),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200)!;
    const [row] = await db.dataSource.query(`SELECT definition, version FROM glossary_entries WHERE id = $1`, [id]);
    expect(row).toEqual({ definition: winner.body.definition, version: 2 });
  });

  it('a JPEG from a camera is turned upright and its metadata dropped', async () => {
    const jpeg = await cameraJpeg(1200, 800);
    const uploaded = await postGlossaryPhoto(app, f.entryIds[1], jpeg, {
      token: f.tokens.editor,
      type: 'image/jpeg',
      name: 'a.jpg',
    });
    expect(uploaded.status).toBe(201);
    // Orientation 6: a 1200x800 sensor image is 800 wide once upright.
    expect(uploaded.body).toMatchObject({ width: 800, height: 1200, widths: [320, 640, 800] });
    const stored = await sharp(fs.readFileSync(path.join(photoDir, uploaded.body.s3_link))).metadata();
    expect(stored.exif).toBeUndefined();
  });

  it('photos: PNG and JPEG through the tree pipeline; caption; delete removes the files; deleting an entry removes its photos', async () => {
    expect(files()).toHaveLength(4); // fixture photo: 3 WebP widths + JPEG
    const captioned = await postGlossaryPhoto(app, f.entryIds[1], f.png, {
      token: f.tokens.admin,
      caption: 'Bare in winter',
    });
    expect(captioned.status).toBe(201);
    expect(captioned.body).toMatchObject({ definition_text: 'Bare in winter', sequence: 1, widths: [320, 640, 700] });
    const text = await app.json(
      'PUT',
      `/api/tree/glossary_photos/${captioned.body.glossary_photo_id}/definition`,
      { definition_text: '  A  bare crown ' },
      f.tokens.editor,
    );
    expect(text.status).toBe(200);
    expect(text.body.definition_text).toBe('A bare crown');
    expect(files()).toHaveLength(8);
    const removed = await app.json(
      'DELETE',
      `/api/tree/glossary/photo/${captioned.body.glossary_photo_id}`,
      undefined,
      f.tokens.editor,
    );
    expect(removed).toMatchObject({
      status: 200,
      body: { glossary_photo_id: captioned.body.glossary_photo_id, deleted: true },
    });
    expect(files()).toHaveLength(4);
    const gone = await app.json('DELETE', `/api/tree/glossary/${f.entryIds[0]}`, undefined, f.tokens.editor);
    expect(gone.body).toEqual({ glossary_id: f.entryIds[0], deleted: true });
    expect(files()).toHaveLength(0);
    expect(await db.dataSource.query(`SELECT * FROM glossary_photos`)).toEqual([]);
  });

  it('every write bumps the catalogue version (public reads see it at once)', async () => {
    const version = async () => Number((await db.dataSource.query(`SELECT version FROM catalogue_version`))[0].version);
    let last = await version();
    const writes = [
      () => app.json('POST', '/api/tree/glossary', { term: 'Bark', definition: 'Skin' }, f.tokens.editor),
      () =>
        app.json(
          'PUT',
          `/api/tree/glossary/${f.entryIds[1]}`,
          { term: 'Deciduous', definition: 'New', version: 1 },
          f.tokens.editor,
        ),
      () => postGlossaryPhoto(app, f.entryIds[1], f.png, { token: f.tokens.editor }),
      () =>
        app.json('PUT', `/api/tree/glossary_photos/${f.photoId}/definition`, { definition_text: 'c' }, f.tokens.editor),
      () => app.json('DELETE', `/api/tree/glossary/photo/${f.photoId}`, undefined, f.tokens.editor),
      () => app.json('DELETE', `/api/tree/glossary/${f.entryIds[0]}`, undefined, f.tokens.editor),
    ];
    for (const write of writes) {
      expect((await write()).status).toBeLessThan(300);
      const now = await version();
      expect(now).toBeGreaterThan(last);
      last = now;
    }
  });

  it('Spanish term and definition (issue 28): saved and cleared together, sanitised; a body without them keeps them', async () => {
    const id = f.entryIds[1];
    const editor = f.tokens.editor;
    const saved = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      {
        term: 'Deciduous',
        definition: 'Sheds its leaves.',
        term_es: '  Caducifolio ',
        definition_es: '<p>Pierde sus hojas<script>x()</script> en otoño.</p>',
      },
      editor,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ term_es: 'Caducifolio', definition_es: '<p>Pierde sus hojas en otoño.</p>' });
    // The spec's REST body (no Spanish fields): the Spanish stays.
    const legacy = await app.json(
      'PUT',
      `/api/tree/glossary/${id}`,
      { term: 'Deciduous', definition: 'Drops its leaves.' },
      editor,
    );
    expect(legacy.body).toMatchObject({ definition: 'Drops its leaves.', term_es: 'Caducifolio' });
    const gql = await app.graphql(`{ glossary { id termEs definitionEs } }`);
    expect(gql.body.data.glossary.find((e: { id: number }) => e.id === id)).toEqual({
      id,
      termEs: 'Caducifolio',
      definitionEs: '<p>Pierde sus hojas en otoño.</p>',
    });
    // GraphQL: an input without the Spanish fields keeps them; both null clear them.
    const kept = await app.graphql(
      `mutation { updateGlossaryEntry(id: ${id}, version: ${legacy.body.version}, input: { term: "Deciduous", definition: "Drops leaves." }) { entry { version termEs } errors { message } } }`,
      {},
      editor,
    );
    expect(kept.body.data.updateGlossaryEntry.entry.termEs).toBe('Caducifolio');
    const cleared = await app.graphql(
      `mutation { updateGlossaryEntry(id: ${id}, version: ${kept.body.data.updateGlossaryEntry.entry.version}, input: { term: "Deciduous", definition: "Drops leaves.", termEs: null, definitionEs: null }) { entry { termEs definitionEs } errors { message } } }`,
      {},
      editor,
    );
    expect(cleared.body.data.updateGlossaryEntry).toEqual({ entry: { termEs: null, definitionEs: null }, errors: [] });
    const half = await app.graphql(
      `mutation { createGlossaryEntry(input: { term: "Samara", definition: "A winged fruit.", termEs: "Sámara" }) { entry { id } errors { field message } } }`,
      {},
      editor,
    );
    expect(half.body.data.createGlossaryEntry).toEqual({
      entry: null,
      errors: [{ field: 'definition_es', message: 'A Spanish term needs its Spanish definition' }],
    });
  });

  it('GraphQL: the query, form errors in the payload on their field, the multipart photo upload', async () => {
    const { body } = await app.graphql('{ glossary { id term definition version photos { id s3Link widths } } }');
    expect(body.data.glossary.map((e: { term: string }) => e.term)).toEqual(['Canopy', 'Deciduous']);
    expect(body.data.glossary[0].photos[0].widths).toEqual([320, 640, 700]);
    const bad = await app.graphql(
      'mutation { createGlossaryEntry(input: { term: " ", definition: "<a href=\\"http://x.org\\">x</a>" }) { entry { id } errors { field message } } }',
      {},
      f.tokens.editor,
    );
    expect(bad.body.data.createGlossaryEntry).toEqual({
      entry: null,
      errors: [
        { field: 'term', message: 'Please enter a term' },
        { field: 'definition', message: 'Invalid URL. Please ensure it starts with https://' },
      ],
    });
    const stale = await app.graphql(
      `mutation { updateGlossaryEntry(id: ${f.entryIds[1]}, version: 7, input: { term: "Deciduous", definition: "x" }) { entry { id } errors { field message } } }`,
      {},
      f.tokens.editor,
    );
    expect(stale.body.data.updateGlossaryEntry.errors[0]).toEqual({
      field: '',
      message: expect.stringMatching(/^Not saved/),
    });
    const upload = await graphqlGlossaryPhoto(app, f.entryIds[1], f.png, f.tokens.editor);
    const uploaded = await upload.json();
    expect(uploaded.errors).toBeUndefined();
    expect(uploaded.data.uploadGlossaryPhoto).toMatchObject({ definitionText: 'GraphQL', widths: [320, 640, 700] });
  });
});

describe('starter glossary', () => {
  beforeEach(() => db.dataSource.query(`TRUNCATE glossary_entries, glossary_photos RESTART IDENTITY CASCADE`));

  it('loads into an empty glossary (any catalogue), sanitised, and never into one that has entries', async () => {
    const starter = readStarterGlossary();
    expect(await loadStarterGlossaryIfEmpty(db.dataSource)).toBe(starter.length);
    const rows: { term: string }[] = await db.dataSource.query(`SELECT term FROM glossary_entries ORDER BY id`);
    expect(rows.map((r) => r.term)).toEqual(starter.map((e) => e.term));
    expect(await loadStarterGlossaryIfEmpty(db.dataSource)).toBe(0);
    await db.dataSource.query(`DELETE FROM glossary_entries WHERE id > 1`);
    expect(await loadStarterGlossaryIfEmpty(db.dataSource)).toBe(0);
  });

  it('has the terms the tree detail page links to, unique whatever the case', () => {
    const terms = readStarterGlossary().map((e) => e.term);
    // (client/src/features/trees/detail/links.ts GLOSSARY_TERMS; the client test holds both together)
    for (const term of [
      'Water use (WUCOLS)',
      'USDA hardiness zone',
      'Sunset climate zone',
      'Biogenic emissions',
      'Branch strength',
      'Root damage potential',
      'Litter',
      'Canopy',
    ]) {
      expect(terms).toContain(term);
    }
    expect(new Set(terms.map((t) => t.toLowerCase())).size).toBe(terms.length);
  });
});
