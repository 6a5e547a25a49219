// The benches' own dependencies (bench/package.json: autocannon, lighthouse) are not the app's:
// `npm install` / `npm ci` at the root never downloads them. The bench scripts that need them
// (`npm run bench`, `npm run bench:web`) call this first; it runs `npm ci` in bench/ (its own
// lockfile) when bench/node_modules is missing or differs from bench/package.json.
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const dir = __dirname;
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
  console.log(`bench: installing the benches' own dependencies into bench/node_modules (${names})`);
  execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}
