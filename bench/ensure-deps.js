// The benches' own dependencies (bench/deps/package.json: autocannon, lighthouse) are not the app's:
// `npm install` / `npm ci` at the root never downloads them. The bench scripts that need them
// (`npm run bench`, `npm run bench:web`) call this first; it runs `npm ci` in bench/deps/ (its own
// lockfile) when bench/deps/node_modules is missing or differs from bench/deps/package.json.
// They live one folder down, not in bench/node_modules, so that the bench's own TypeScript (and
// the server's type check, which includes bench/) keeps resolving `pg` and the rest from the app's
// node_modules, not from copies Lighthouse's tree brings; bench/deps.ts loads them by path.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, 'deps');
const wanted = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).dependencies;

function installed(name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

const missing = Object.entries(wanted).filter(([name, version]) => installed(name) !== version);
if (missing.length > 0) {
  const names = missing.map(([name, version]) => `${name}@${version}`).join(', ');
  console.log(`bench: installing the benches' own dependencies into bench/deps/node_modules (${names})`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}
