import { createSession } from '../../auth/sessions';
import { createTree } from '../../../test/factories/catalogue.factory';
import { createUser, resetDatabase, useAccountsApp } from '../../../test/helpers/accounts-app';
import { useSmtpCapture } from '../../../test/helpers/smtp-capture';
import { useTestDatabase } from '../../../test/helpers/test-database';

/**
 * Bad inputs to the tree and taxon writes, as an editor: each answers a clear 4xx naming the
 * problem and writes nothing (every catalogue and history table unchanged). Photo inputs are in
 * services/photos.
 */
const db = useTestDatabase();
const smtp = useSmtpCapture();
const app = useAccountsApp(db, smtp);
let token: string;
let taxonId: number;

beforeAll(async () => {
  await resetDatabase(db);
  const user = await createUser(db.dataSource, { email: 'ed@example.org', roleId: 2 });
  token = await createSession(db.dataSource, user.id, new Date('2030-01-01T12:00:00Z'));
  await createTree(db.dataSource, { id: 1, scientificName: 'Quercus lobata', heightLow: 40, heightHigh: 80 });
  await createTree(db.dataSource, { id: 2, scientificName: 'Quercus agrifolia' });
  [{ id: taxonId }] = await db.dataSource.query(`SELECT id FROM taxa WHERE tree_id = 1`);
});

async function state(): Promise<string> {
  const rows = await db.dataSource.query(`SELECT
    (SELECT json_agg(t ORDER BY id) FROM (SELECT * FROM trees) t) trees,
    (SELECT json_agg(x ORDER BY id) FROM taxa x) taxa,
    (SELECT json_agg(n ORDER BY id) FROM tree_names n) names,
    (SELECT count(*) FROM tree_edits) edits`);
  return JSON.stringify(rows);
}

const save = (fields: Record<string, unknown>) => ({ version: 1, ...fields });
type Case = [description: string, method: string, path: string, body: unknown, status: number, message: RegExp];

const CASES: Case[] = [
  // the record as a whole
  ['a body that is a list', 'PUT', '/api/tree/update/1', [1, 2], 400, /object of fields/],
  ['a body that is a string', 'PUT', '/api/tree/update/1', 'height_low=3', 400, /object of fields|Malformed/],
  // No version at all is the legacy body, applied (issue 21.1); a malformed one is refused.
  ['a version of 0', 'PUT', '/api/tree/update/1', { version: 0, height_low: 3 }, 400, /version must be a positive/],
  ['a version that is not a number', 'PUT', '/api/tree/update/1', { version: 'latest', height_low: 3 }, 400, /version/],
  ['an unknown field', 'PUT', '/api/tree/update/1', save({ colour: 'red' }), 400, /Unknown field: colour/],
  // Names every object has through its prototype are no fields either (as the upload's headers, issue 20.9).
  [
    'a field named constructor',
    'PUT',
    '/api/tree/update/1',
    save({ constructor: 'x' }),
    400,
    /Unknown field: constructor/,
  ],
  [
    'a field named __proto__',
    'PUT',
    '/api/tree/update/1',
    save(JSON.parse('{"__proto__": "x"}') as Record<string, unknown>),
    400,
    /Unknown field: __proto__/,
  ],
  ['a tree_id that is not the path’s', 'PUT', '/api/tree/update/1', save({ tree_id: 2 }), 400, /does not match/],
  ['a tree id that is not a number', 'PUT', '/api/tree/update/abc', save({ height_low: 3 }), 400, /tree id/],
  ['a tree that does not exist', 'PUT', '/api/tree/update/999', save({ height_low: 3 }), 404, /no trees found/],
  // numbers
  ['height as text', 'PUT', '/api/tree/update/1', save({ height_low: 'tall' }), 400, /height_low must be a whole/],
  ['height 0', 'PUT', '/api/tree/update/1', save({ height_low: 0 }), 400, /from 1 to 400/],
  ['height 401', 'PUT', '/api/tree/update/1', save({ height_high: 401 }), 400, /from 1 to 400/],
  ['a fractional width', 'PUT', '/api/tree/update/1', save({ width_low: 2.5 }), 400, /whole number/],
  ['a negative width', 'PUT', '/api/tree/update/1', save({ width_high: -3 }), 400, /whole number/],
  ['growth (min) over 36', 'PUT', '/api/tree/update/1', save({ growth_rate_low: 37 }), 400, /from 1 to 36/],
  ['growth (max) over 127', 'PUT', '/api/tree/update/1', save({ growth_rate_high: 128 }), 400, /from 1 to 127/],
  ['soil pH 8', 'PUT', '/api/tree/update/1', save({ soil_ph_low: 8 }), 400, /from 1 to 7/],
  ['branch strength as a list', 'PUT', '/api/tree/update/1', save({ branch_strength_low: [1] }), 400, /whole/],
  ['low above high', 'PUT', '/api/tree/update/1', save({ height_low: 90 }), 400, /more than height_high/],
  ['a number as an object', 'PUT', '/api/tree/update/1', save({ exposure_low: { $gt: 1 } }), 400, /whole/],
  ['Infinity as text', 'PUT', '/api/tree/update/1', save({ width_low: '1e400' }), 400, /whole/],
  // flags and choices
  ['display 2', 'PUT', '/api/tree/update/1', save({ display: 2 }), 400, /0 \(Draft\) or 1/],
  ['display empty', 'PUT', '/api/tree/update/1', save({ display: '' }), 400, /0 \(Draft\) or 1/],
  ['a flag as yes', 'PUT', '/api/tree/update/1', save({ california_native: 'maybe' }), 400, /0, 1 or empty/],
  ['pacific_island cleared', 'PUT', '/api/tree/update/1', save({ pacific_island: null }), 400, /is required/],
  ['pi_invasive as 2', 'PUT', '/api/tree/update/1', save({ pi_invasive: 2 }), 400, /Yes, No or empty/],
  ['an unknown water use', 'PUT', '/api/tree/update/1', save({ water_use: 'Lots' }), 400, /is not one of VL, L, M, H/],
  ['an unknown foliage type', 'PUT', '/api/tree/update/1', save({ foliage_type: 'Purple' }), 400, /not one of/],
  ['an unknown leaf form', 'PUT', '/api/tree/update/1', save({ leaf_form: 'Hexagonal' }), 400, /not one of/],
  ['a choice as a number', 'PUT', '/api/tree/update/1', save({ wind_resistance: 3 }), 400, /must be text/],
  ['an unknown tree shape', 'PUT', '/api/tree/update/1', save({ tree_shape: ['Cube'] }), 400, /"Cube" is not a known/],
  ['a USDA zone 14', 'PUT', '/api/tree/update/1', save({ usda_zone: [9, 14] }), 400, /"14" is not a known/],
  ['a Sunset zone H3', 'PUT', '/api/tree/update/1', save({ sunset_zone: ['H3'] }), 400, /"H3" is not a known/],
  ['an unknown region', 'PUT', '/api/tree/update/1', save({ climate_adapted_regions: ['mars'] }), 400, /not a known/],
  ['a list as text', 'PUT', '/api/tree/update/1', save({ flower_color: 'Red' }), 400, /must be a list/],
  ['a list of objects', 'PUT', '/api/tree/update/1', save({ fruit_value: [{ a: 1 }] }), 400, /list of text/],
  ['61 list items', 'PUT', '/api/tree/update/1', save({ photolocations: Array(61).fill('x') }), 400, /more than 60/],
  ['an unknown grade rating', 'PUT', '/api/tree/update/1', save({ app_grrating: '5' }), 400, /not one of/],
  [
    'appraisal Yes without its fields',
    'PUT',
    '/api/tree/update/1',
    save({ appraisal: 'Yes' }),
    400,
    /^Please fill out all appraisal fields$/,
  ],
  // text and rich text
  [
    'a script in a plain-text field',
    'PUT',
    '/api/tree/update/1',
    save({ family: '<script>alert(1)</script>' }),
    400,
    /plain text/,
  ],
  ['markup in a common name', 'PUT', '/api/tree/update/1', save({ common_name: '<b>Oak</b>' }), 400, /plain text/],
  [
    'javascript: in native range',
    'PUT',
    '/api/tree/update/1',
    save({ native_range: 'javascript:alert(1)' }),
    400,
    /plain text/,
  ],
  [
    'an img tag in an other name',
    'PUT',
    '/api/tree/update/1',
    save({ other_common_name: ['<img src=x onerror=alert(1)>'] }),
    400,
    /plain text/,
  ],
  ['a 201-character family', 'PUT', '/api/tree/update/1', save({ family: 'F'.repeat(201) }), 400, /longer than 200/],
  ['rich text as a number', 'PUT', '/api/tree/update/1', save({ memo: 42 }), 400, /memo must be text/],
  [
    '20,001 characters of memo',
    'PUT',
    '/api/tree/update/1',
    save({ memo: 'm'.repeat(20001) }),
    400,
    /longer than 20000/,
  ],
  ['a huge body', 'PUT', '/api/tree/update/1', save({ memo: 'm'.repeat(1_100_000) }), 413, /too large/],
  // redirect
  [
    'has_redirect without a target',
    'PUT',
    '/api/tree/update/1',
    save({ has_redirect: 1 }),
    400,
    /^Enter the Redirect Tree ID$/,
  ],
  ['a redirect to itself', 'PUT', '/api/tree/update/1', save({ has_redirect: 1, redirect: 1 }), 400, /itself/],
  [
    'a redirect to nowhere',
    'PUT',
    '/api/tree/update/1',
    save({ has_redirect: 1, redirect: 555 }),
    400,
    /555 does not exist/,
  ],
  ['a redirect as text', 'PUT', '/api/tree/update/1', save({ has_redirect: 1, redirect: 'two' }), 400, /whole number/],
  // duplicate, delete, add
  ['duplicate without tree_id', 'PUT', '/api/tree/duplicate', { height_low: 3 }, 400, /tree_id/],
  ['duplicate of an unknown tree', 'PUT', '/api/tree/duplicate', { tree_id: 999 }, 404, /no trees found/],
  ['duplicate with a bad field', 'PUT', '/api/tree/duplicate', { tree_id: 1, height_low: -1 }, 400, /whole number/],
  ['delete of an unknown tree', 'DELETE', '/api/tree/delete/999', undefined, 404, /no trees found/],
  ['delete with a path trick', 'DELETE', '/api/tree/delete/1%20OR%201=1', undefined, 400, /tree id/],
  // taxa
  ['a taxon for an unknown tree', 'POST', '/api/tree/taxon/add/999', undefined, 404, /no trees found/],
  ['an unknown taxon', 'PUT', '/api/tree/taxon/update/99999', { genus: 'Acer' }, 404, /no such taxon/],
  [
    'a taxon field unknown',
    'PUT',
    '/api/tree/taxon/update/TAXON',
    { kingdom: 'Plantae' },
    400,
    /Unknown field: kingdom/,
  ],
  ['markup in a genus', 'PUT', '/api/tree/taxon/update/TAXON', { genus: '<i>Quercus</i>' }, 400, /plain text/],
  ['a species as a number', 'PUT', '/api/tree/taxon/update/TAXON', { species: 5 }, 400, /species must be text/],
  ['a sequence of 0', 'PUT', '/api/tree/taxon/update/TAXON', { sequence: 0 }, 400, /from 1 to 99/],
  ['hybrid_x of 3', 'PUT', '/api/tree/taxon/update/TAXON', { hybrid_x: 3 }, 400, /0 or 1/],
  ['the accepted name emptied', 'PUT', '/api/tree/taxon/update/TAXON', { genus: '' }, 400, /needs at least a genus/],
  ['deleting the only taxon', 'DELETE', '/api/tree/taxon/delete/TAXON', undefined, 400, /at least one taxon/],
  // history
  ['revert of an unknown change', 'POST', '/api/tree/history/revert/424242', undefined, 404, /no such change/],
  ['restore without a date', 'POST', '/api/tree/history/restore/1', { at: 'yesterday' }, 400, /ISO 8601/],
  ['history with a limit of 500', 'GET', '/api/tree/history/1?limit=500', undefined, 400, /at most 200/],
];

it(`has at least 60 cases (${CASES.length})`, () => expect(CASES.length).toBeGreaterThanOrEqual(60));

it.each(CASES)('%s: %s %s answers a clear 4xx and writes nothing', async (...row) => {
  const [, method, rawPath, body, status, message] = row as unknown as Case;
  const path = rawPath.replace('TAXON', String(taxonId));
  const before = await state();
  const response =
    typeof body === 'string'
      ? await app
          .request(path, {
            method,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body,
          })
          .then(async (r) => ({ status: r.status, body: await r.json() }))
      : await app.json(method, path, body, token);
  expect(response.status).toBe(status);
  expect(response.body.message).toMatch(message);
  expect(await state()).toBe(before);
});
