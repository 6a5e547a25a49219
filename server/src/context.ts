import type { Request } from 'express';
import type { DataSource } from 'typeorm';
import type { AppConfig } from './config';
import { createLoaders, type Loaders } from './loaders/create-loaders';

/** Who is calling. Accounts fill this in; anonymous visitors are null. */
export interface Viewer {
  id: number;
  roleId: number;
}

/** Everything a service needs, built once per request and passed first to every service call. */
export interface RequestContext {
  viewer: Viewer | null;
  db: DataSource;
  config: AppConfig;
  loaders: Loaders;
}

export interface AppDeps {
  db: DataSource;
  config: AppConfig;
}

export function buildRequestContext(deps: AppDeps, _req?: Request): RequestContext {
  return { viewer: null, db: deps.db, config: deps.config, loaders: createLoaders(deps.db) };
}
