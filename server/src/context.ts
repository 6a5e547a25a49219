import type { Request } from 'express';
import { chooseLocale, type Locale } from '@selectree/rules';
import type { DataSource } from 'typeorm';
import { AnonymousBudget } from './auth/anonymous-budget';
import { RateLimits } from './auth/rate-limits';
import { systemClock, type Clock } from './clock';
import type { AppConfig } from './config';
import { pgPoolOf } from './db/data-source';
import { createLoaders, type Loaders } from './loaders/create-loaders';
import { createMailer, type Mailer } from './mail/mailer';
import { AccountMailQueue } from './services/accounts.service';
import { ACCOUNT_MAIL_HANDLERS } from './jobs/account-mail.jobs';
import { CatalogueVersionWatcher } from './services/catalogue-version';
import { createPhotoStorage } from './services/photos.service';
import type { PhotoStorage } from './services/photos.service';

/** Who is calling: the user of a live session (see auth/authenticate.ts); anonymous visitors are null. */
export interface Viewer {
  id: number;
  roleId: number;
  /** The session the request came with (logout ends it; a password change ends the others). */
  sessionId: number;
}

/** Everything a service needs, built once per request and passed first to every service call. */
export interface RequestContext {
  viewer: Viewer | null;
  db: DataSource;
  config: AppConfig;
  loaders: Loaders;
  mailer: Mailer;
  clock: Clock;
  limits: RateLimits;
  /** Where photo files go (local disk or S3-compatible). */
  photos: PhotoStorage;
  /** Account e-mails sent after the answer (sign-up, reset, e-mail change). */
  accountMail: AccountMailQueue;
  /** The client's address (req.ip, honouring TRUST_PROXY), for rate limits. */
  ip: string;
  /**
   * The request's language by chooseLocale (docs/i18n.md): `?lang=`, the `selectree-lang` cookie,
   * Accept-Language, English. A new account takes it; mail to an address without an account is
   * written in it. Absent (English) for work done outside a request.
   */
  locale?: Locale;
}

export interface AppDeps {
  db: DataSource;
  config: AppConfig;
  /** Tests inject these; otherwise they are made from config once per app. */
  mailer?: Mailer;
  clock?: Clock;
  limits?: RateLimits;
  /** The anonymous /api and /graphql budget (made from ANON_API_BUDGET otherwise). */
  anonymous?: AnonymousBudget;
  photos?: PhotoStorage;
}

/** The app-wide parts of a context: one mailer, clock and set of rate limiters per app. */
export interface AppRuntime {
  mailer: Mailer;
  clock: Clock;
  limits: RateLimits;
  /** Requests without a key or a sign-in, per address, in this instance's memory (auth/anonymous-budget.ts). */
  anonymous: AnonymousBudget;
  photos: PhotoStorage;
  accountMail: AccountMailQueue;
  /** The catalogue's committed version, kept current across instances (LISTEN/NOTIFY). */
  catalogue: CatalogueVersionWatcher;
}

const runtimes = new WeakMap<AppDeps, AppRuntime>();

export function appRuntime(deps: AppDeps): AppRuntime {
  let runtime = runtimes.get(deps);
  if (!runtime) {
    const mailer = deps.mailer ?? createMailer(deps.config);
    const clock = deps.clock ?? systemClock;
    runtime = {
      mailer,
      clock,
      accountMail: new AccountMailQueue({ db: deps.db, mailer, clock, config: deps.config }, ACCOUNT_MAIL_HANDLERS),
      // Budgets live in PostgreSQL: one budget across every instance on this database.
      limits:
        deps.limits ??
        new RateLimits(
          { apiKeyRequests: { points: deps.config.apiKeyBudget, durationSeconds: 60 * 60 } },
          pgPoolOf(deps.db),
          deps.config.writeBudgetFactor,
        ),
      anonymous: deps.anonymous ?? new AnonymousBudget(deps.config.anonApiBudget),
      photos: deps.photos ?? createPhotoStorage(deps.config, deps.db, deps.clock ?? systemClock),
      catalogue: new CatalogueVersionWatcher(pgPoolOf(deps.db).options),
    };
    runtimes.set(deps, runtime);
  }
  return runtime;
}

/** The parts of the runtime a request context carries (not the catalogue watcher). */
function runtimeForRequest(deps: AppDeps): Omit<AppRuntime, 'catalogue' | 'anonymous'> {
  const { catalogue: _catalogue, anonymous: _anonymous, ...rest } = appRuntime(deps);
  return rest;
}

/** The viewer auth/authenticate.ts found for a request (its bearer session token). */
const viewers = new WeakMap<Request, Viewer>();

export function setViewer(req: Request, viewer: Viewer | null): void {
  if (viewer) viewers.set(req, viewer);
  else viewers.delete(req);
}

export function viewerOf(req: Request): Viewer | null {
  return viewers.get(req) ?? null;
}

/** The API key a request was made with (auth/api-key-gate.ts): its visible prefix, for metrics. */
const apiKeys = new WeakMap<Request, string>();

export function setApiKeyPrefix(req: Request, prefix: string): void {
  apiKeys.set(req, prefix);
}

export function apiKeyPrefixOf(req: Request): string | null {
  return apiKeys.get(req) ?? null;
}

/**
 * The request's context. The viewer was resolved by the `authenticate` middleware that runs
 * before /api and /graphql handlers; a request that did not pass through it is anonymous.
 */
export function buildRequestContext(deps: AppDeps, req?: Request): RequestContext {
  return {
    viewer: req ? viewerOf(req) : null,
    db: deps.db,
    config: deps.config,
    loaders: createLoaders(deps.db),
    ...runtimeForRequest(deps),
    ip: req?.ip ?? 'local',
    locale: req ? localeOfRequest(req) : undefined,
  };
}

/** The language a request chose (the same rule as the first page's, web/ssr.ts). */
export function localeOfRequest(req: Request): Locale {
  const query = req.originalUrl.indexOf('?');
  return chooseLocale({
    search: query >= 0 ? req.originalUrl.slice(query) : '',
    cookie: req.headers.cookie,
    acceptLanguage: req.headers['accept-language'],
  }).locale;
}
