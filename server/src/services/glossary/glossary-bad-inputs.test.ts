import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';
import { useAccountsApp } from '../../../test/helpers/accounts-app';
import { glossaryBadInputs } from '../../../test/helpers/glossary-bad-inputs';
import { graphqlGlossaryPhoto, useGlossaryFixture } from '../../../test/helpers/glossary-fixture';

/**
 * Bad glossary inputs: each a clear 4xx with the spec's message where it has one, and nothing
 * written (entries, photos, catalogue version, files). Script payloads that are only markup are
 * refused as an empty definition; links must be https://.
 */
const photoDir = fs.mkdtempSync(path.join(os.tmpdir(), 'selectree-glossary-bad-'));
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp, { env: { PHOTO_DIR: photoDir } });
const f = useGlossaryFixture(db, app, photoDir);

const editor = () => f.tokens.editor!;
const create = (body: unknown) => app.json('POST', '/api/tree/glossary', body, editor());

describe('glossary bad inputs', () => {
  beforeAll(f.setUp);

  it.each(glossaryBadInputs(app, f))('%s: refused, nothing written', async (_name, call, status, message) => {
    const before = await f.state();
    const response = await call();
    expect({ status: response.status, message: response.body?.message }).toEqual({
      status,
      message: expect.stringMatching(message),
    });
    expect(await f.state()).toBe(before);
  });

  it('GraphQL: two files in one upload are refused before anything is written', async () => {
    const before = await f.state();
    const response = await graphqlGlossaryPhoto(app, f.entryIds[0], f.png, editor(), 2);
    expect(response.status).toBe(413);
    expect(await f.state()).toBe(before);
  });

  it('GraphQL: a file over 15 MB is refused, nothing written', async () => {
    const before = await f.state();
    const big = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(16 * 1024 * 1024),
    ]);
    const response = await graphqlGlossaryPhoto(app, f.entryIds[0], big, editor());
    const body = await response.json();
    expect(body.errors[0].message).toMatch(/15 MB|exceeds/i);
    expect(body.data?.uploadGlossaryPhoto ?? null).toBeNull();
    expect(await f.state()).toBe(before);
  });

  it('GraphQL: a renamed non-image is refused with the glossary message, nothing written', async () => {
    const before = await f.state();
    const response = await graphqlGlossaryPhoto(app, f.entryIds[0], Buffer.from('MZ not an image'), editor());
    const body = await response.json();
    expect(body.errors[0]).toMatchObject({
      message: 'Glossary photos must be JPEG or PNG images',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(await f.state()).toBe(before);
  });

  it('a script in a definition beside text is removed on save; what is stored renders no script', async () => {
    const saved = await create({
      term: 'Lenticel',
      definition: '<p>A pore in bark<script>document.cookie</script><img src=x onerror=alert(1)></p><style>p{}</style>',
    });
    expect(saved.status).toBe(201);
    expect(saved.body.definition).toBe('<p>A pore in bark</p>');
    await app.json('DELETE', `/api/tree/glossary/${saved.body.glossary_id}`, undefined, editor());
  });
});
