import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import type * as Auth from '@/lib/auth';
import { ROLE_ADMIN, ROLE_EDITOR, type Viewer } from '@/lib/auth';
import { renderRoute } from '@/testing/render';
import { sampleTreeDetail, treeDetailMock } from '../testing/sample-tree';

const viewer = vi.hoisted(() => ({ current: null as Viewer | null }));

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof Auth>()),
  useViewer: () => viewer.current,
}));

beforeAll(async () => {
  await import('@/app/routes/tree-detail');
}, 30_000);

const person = (roleId: number): Viewer => ({ id: 1, firstName: 'Ada', lastName: 'Tree', email: 'a@x.org', roleId });

describe("'Edit this Tree'", () => {
  it.each([
    ['a signed-in user (role 1)', false, person(1)],
    ['an editor (role 2)', true, person(ROLE_EDITOR)],
    ['an admin (role 3)', true, person(ROLE_ADMIN)],
  ])('for %s: shown %s', async (_, shown, who) => {
    viewer.current = who;
    renderRoute(paths.treeDetail.href(sampleTreeDetail.id), {
      mocks: [treeDetailMock(sampleTreeDetail.id, sampleTreeDetail)],
    });
    await screen.findByRole('heading', { level: 1, name: /Quercus agrifolia/ });
    const link = screen.queryByRole('link', { name: 'Edit this Tree' });
    if (shown) expect(link).toHaveAttribute('href', '/tree-detail/900001/edit');
    else expect(link).not.toBeInTheDocument();
  });
});
