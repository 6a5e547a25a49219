import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { lightSchemeOnly } from '../../vite.plugins';
import { MANTINE_PROVIDER_PROPS } from './theme';

const run = (css: string) => postcss([lightSchemeOnly()]).process(css, { from: undefined }).css;

/**
 * The builds leave Mantine's dark colour scheme out of every stylesheet (vite.plugins.ts
 * lightSchemeOnly, issue 24: the sheet a server-rendered page links must fit a slow link's first
 * round trip). That is right only while the app forces the light scheme.
 */
describe('stylesheets without the dark colour scheme', () => {
  it('holds only while the app forces the light scheme', () => {
    expect(MANTINE_PROVIDER_PROPS.forceColorScheme).toBe('light');
    const page = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
    expect(page).toMatch(/<html [^>]*data-mantine-color-scheme="light"/);
  });

  it('drops dark-only rules, keeps the light and unscoped ones, in any quoting', () => {
    expect(
      run(
        ':root[data-mantine-color-scheme="dark"],:host([data-mantine-color-scheme="dark"]){--a:1}' +
          ':root[data-mantine-color-scheme="light"]{--a:2}' +
          ":where([data-mantine-color-scheme='dark']) .m_1{color:white}" +
          '[data-mantine-color-scheme=dark] .m_2{color:white}' +
          '.m_3{color:black}',
      ),
    ).toBe(':root[data-mantine-color-scheme="light"]{--a:2}.m_3{color:black}');
  });

  it('keeps the other selectors of a list, and removes layers and media queries left empty', () => {
    expect(run('@layer mantine{.m_1,[data-mantine-color-scheme=dark] .m_1{color:red}}')).toBe(
      '@layer mantine{.m_1{color:red}}',
    );
    expect(
      run(
        '@layer mantine{@media (hover:hover){:where([data-mantine-color-scheme=dark]) .m_1:hover{color:red}}.m_2{color:blue}}',
      ),
    ).toBe('@layer mantine{.m_2{color:blue}}');
    expect(run('@media print{[data-mantine-color-scheme=dark] .m_1{color:red}}.m_3{top:0}')).toBe('.m_3{top:0}');
    // Only the dark scheme: an attribute of another name or value is not touched.
    const kept = '[data-mantine-color-scheme=darkish] .m_1{top:0}[data-theme=dark] .m_2{top:0}';
    expect(run(kept)).toBe(kept);
  });
});
