import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, serverConfig } from './config';
import { REPO_ROOT } from './paths';

describe('loadConfig', () => {
  it('has working defaults for a new user', () => {
    const config = loadConfig({});
    expect(config.port).toBe(4000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.publicUrl).toBe('http://localhost:4000');
    expect(config.seedDemoCatalogue).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/selectree',
      DATA_DIR: '/tmp/st',
      PUBLIC_URL: 'https://selectree.example.org/',
    });
    expect(config).toMatchObject({
      nodeEnv: 'production',
      port: 8080,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/selectree',
      dataDir: '/tmp/st',
      publicUrl: 'https://selectree.example.org',
      seedDemoCatalogue: false,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be one of development, production, test'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres:// or postgresql://'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL is not a valid URL'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must start with http:// or https://'],
    [{ SEED_DEMO_CATALOGUE: 'maybe' }, 'SEED_DEMO_CATALOGUE must be true or false'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN must be at least 16 characters'],
  ])('fails fast with a clear message on %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('stores photos on local disk under DATA_DIR by default, or in an S3-compatible bucket', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/st' }).photos).toEqual({
      driver: 'local',
      directory: '/tmp/st/photos',
      uploadSecret: undefined,
    });
    expect(
      loadConfig({
        PHOTO_STORAGE: 's3',
        S3_BUCKET: 'photos',
        S3_ENDPOINT: 'http://s3:9000',
        S3_PUBLIC_ENDPOINT: 'http://localhost:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).photos,
    ).toEqual({
      driver: 's3',
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://s3:9000',
      publicEndpoint: 'http://localhost:9000',
      forcePathStyle: true,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      uploadSecret: undefined,
    });
  });

  it.each([
    [{ PHOTO_STORAGE: 'ftp' }, 'PHOTO_STORAGE must be one of local, s3'],
    [{ PHOTO_STORAGE: 's3' }, 'S3_BUCKET is required when PHOTO_STORAGE=s3'],
    [{ PHOTO_UPLOAD_SECRET: 'short' }, 'PHOTO_UPLOAD_SECRET must be at least 32 characters'],
    [{ PHOTO_STORAGE: 's3', S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
  ])('refuses photo storage settings %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('issue 20.2: the shutdown deadline is 20 s unless SHUTDOWN_DEADLINE_MS says otherwise (1 s to 10 min)', () => {
    expect(loadConfig({}).shutdownDeadlineMs).toBe(20_000);
    expect(loadConfig({ SHUTDOWN_DEADLINE_MS: '5000' }).shutdownDeadlineMs).toBe(5000);
    expect(() => loadConfig({ SHUTDOWN_DEADLINE_MS: '10' })).toThrow('SHUTDOWN_DEADLINE_MS must be a whole number');
  });

  it('issue 26.6: an API key has 10,000 requests an hour unless API_KEY_BUDGET says otherwise', () => {
    expect(loadConfig({}).apiKeyBudget).toBe(10_000);
    expect(loadConfig({ API_KEY_BUDGET: '50000' }).apiKeyBudget).toBe(50_000);
    for (const bad of ['0', '-5', 'lots', '1.5'])
      expect(() => loadConfig({ API_KEY_BUDGET: bad })).toThrow('API_KEY_BUDGET must be a whole number from 1');
  });

  it('issue 26.6: anonymous callers have 5,000 requests an hour per address, fewer than a key; ANON_API_BUDGET=0 is off', () => {
    const defaults = loadConfig({});
    expect(defaults.anonApiBudget).toBe(5_000);
    expect(defaults.anonApiBudget).toBeLessThan(defaults.apiKeyBudget);
    expect(loadConfig({ ANON_API_BUDGET: '0' }).anonApiBudget).toBe(0);
    expect(loadConfig({ ANON_API_BUDGET: '120' }).anonApiBudget).toBe(120);
    for (const bad of ['-1', 'none', '2.5'])
      expect(() => loadConfig({ ANON_API_BUDGET: bad })).toThrow('ANON_API_BUDGET must be a whole number from 0');
  });

  it('issue 20.3: the server (npm start) runs in production unless told otherwise, with the demo catalogue on its embedded database', () => {
    expect(serverConfig({})).toMatchObject({
      nodeEnv: 'production',
      graphqlExplorer: false,
      seedDemoCatalogue: true,
      demoAccounts: false,
    });
    // A database server in production gets only what is imported into it.
    expect(serverConfig({ DATABASE_URL: 'postgres://db/selectree' }).seedDemoCatalogue).toBe(false);
    expect(serverConfig({ DATABASE_URL: 'postgres://db/x', SEED_DEMO_CATALOGUE: 'true' }).seedDemoCatalogue).toBe(true);
    // The explorer, introspection and suggestions: development, or said explicitly.
    expect(serverConfig({ NODE_ENV: 'development' })).toMatchObject({ nodeEnv: 'development', graphqlExplorer: true });
    expect(serverConfig({ GRAPHQL_EXPLORER: 'true' })).toMatchObject({ nodeEnv: 'production', graphqlExplorer: true });
    expect(serverConfig({ NODE_ENV: 'development', GRAPHQL_EXPLORER: 'false' }).graphqlExplorer).toBe(false);
    expect(() => serverConfig({ GRAPHQL_EXPLORER: 'maybe' })).toThrow('GRAPHQL_EXPLORER must be true or false');
    // Demo accounts stay refused in production; start:demo runs in development on the embedded database.
    expect(() => serverConfig({ DEMO_ACCOUNTS: 'true' })).toThrow('DEMO_ACCOUNTS works only');
    expect(serverConfig({ NODE_ENV: 'development', DEMO_ACCOUNTS: 'true' }).demoAccounts).toBe(true);
  });

  it('issue 20.3: npm start sets no mode (production); npm run dev and start:demo say development', () => {
    const scripts = (file: string) =>
      (JSON.parse(fs.readFileSync(path.join(REPO_ROOT, file), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const root = scripts('package.json');
    const server = scripts('server/package.json');
    expect(root.start).toBe('npm run build && npm run start:prod -w server');
    expect(server['start:prod']).toBe('node dist/server/src/main.js');
    expect(server['start:prod']).not.toMatch(/NODE_ENV/);
    expect(server.dev).toMatch(/^NODE_ENV=development /);
    // The build runs first, outside development (a client built with NODE_ENV=development is React's development build).
    expect(root['start:demo']).toBe(
      'npm run build && NODE_ENV=development DEMO_ACCOUNTS=true npm run start:prod -w server',
    );
  });
});
