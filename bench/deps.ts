/**
 * The benches' own dependencies (bench/deps/package.json: autocannon, Lighthouse), installed into
 * bench/deps/node_modules by bench/ensure-deps.js on the first `npm run bench` / `npm run bench:web`,
 * never by `npm install` of the app. Loaded from there by path; everything else the benches import
 * (pg, express, the server's code) comes from the app's node_modules.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

const fromDeps = createRequire(path.join(__dirname, 'deps', 'package.json'));

export function requireBenchDependency(name: string): unknown {
  return fromDeps(name);
}

export function resolveBenchDependency(request: string): string {
  return fromDeps.resolve(request);
}
