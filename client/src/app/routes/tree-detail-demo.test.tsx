import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/testing/render';
import { sampleTreeDetail, treeDetailMock } from '@/features/trees/detail/testing/sample-tree';

beforeAll(async () => {
  await import('@/app/routes/tree-detail');
}, 30_000);

describe('tree detail: problem reports and photo contributions', () => {
  it('a catalogue tree offers "Report a problem" on its sections', async () => {
    renderRoute(paths.treeDetail.href(sampleTreeDetail.id), {
      mocks: [treeDetailMock(sampleTreeDetail.id, sampleTreeDetail)],
    });
    await screen.findByRole('heading', { level: 1, name: /Quercus agrifolia/ });
    expect((await screen.findAllByRole('button', { name: /Report a problem/ })).length).toBeGreaterThan(0);
  });

  it('a sample tree of the demo catalogue offers none (the services refuse both on it)', async () => {
    const demo = { ...sampleTreeDetail, isDemo: true };
    renderRoute(paths.treeDetail.href(demo.id), { mocks: [treeDetailMock(demo.id, demo)] });
    await screen.findByRole('heading', { level: 1, name: /Quercus agrifolia/ });
    expect(screen.queryAllByRole('button', { name: /Report a problem/ })).toHaveLength(0);
    expect(screen.queryAllByText(/Report a problem/)).toHaveLength(0);
  });
});
