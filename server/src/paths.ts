import fs from 'node:fs';
import path from 'node:path';

/** The repository root: the nearest ancestor whose package.json declares the workspaces.
 * Found by walking up so it is the same from src/ (swc) and dist/ (compiled). */
function findRepoRoot(start: string): string {
  let dir = start;
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const json = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { workspaces?: unknown };
      if (json.workspaces) return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the repository root above ${start}`);
    dir = parent;
  }
}

export const REPO_ROOT = findRepoRoot(__dirname);
export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'migrations');
export const CLIENT_DIST_DIR = path.join(REPO_ROOT, 'client', 'dist');
export const SEED_DIR = path.join(REPO_ROOT, 'server', 'seed');
/** The shared real-data folder beside the repository (absent outside this workplace). */
export const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '..', 'shared', 'data');
