import type { Router } from 'express';

interface Layer {
  match(path: string): boolean;
  path?: string;
  route?: { _methods(): string[] };
  handle: { stack?: Layer[] };
}

/**
 * The methods the router's routes take at `path` (GET brings HEAD), walking into the routers
 * mounted in it: for a 405 with `Allow` where a path exists but not for the request's method.
 */
export function allowedMethods(router: Router, path: string): string[] {
  const methods = new Set<string>();
  const visit = (stack: Layer[], at: string) => {
    for (const layer of stack) {
      let matched = false;
      try {
        matched = layer.match(at);
      } catch {
        continue; // a parameter that does not decode: not this path's route
      }
      if (!matched) continue;
      if (layer.route) layer.route._methods().forEach((method) => methods.add(method.toUpperCase()));
      else if (layer.handle.stack) visit(layer.handle.stack, at.slice(layer.path?.length ?? 0) || '/');
    }
  };
  visit((router as unknown as { stack: Layer[] }).stack, path);
  return [...methods].sort();
}
