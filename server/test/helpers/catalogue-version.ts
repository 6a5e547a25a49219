import type { DataSource } from 'typeorm';
import { appRuntime, type AppDeps } from '../../src/context';

/**
 * Waits until every given app instance has heard (LISTEN/NOTIFY, services/catalogue-version.ts)
 * of the catalogue version last committed. A test that checks a 304 after writes calls this first:
 * the notification travels on its own connection and may land after the write's HTTP answer.
 */
export async function waitForCatalogueVersion(dataSource: DataSource, apps: { deps: AppDeps }[]): Promise<void> {
  const [{ v: committed }] = await dataSource.query(`SELECT version::text AS v FROM catalogue_version`);
  for (let i = 0; i < 250; i++) {
    if (apps.every((app) => appRuntime(app.deps).catalogue.current() === committed)) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`app instances did not hear of catalogue version ${committed} within 5 s`);
}
