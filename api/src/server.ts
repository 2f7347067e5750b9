import { buildApp } from './app';
import { ConfigError, loadConfig, PRODUCTION_SCRYPT_COST_LOG2 } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { openReadyDatabase } from './db/setup';

/** After a stop signal, in-flight requests get this long before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

const fatal = (message: string): never => {
  process.stderr.write(`Portal API could not start: ${message}\n`);
  process.exit(1);
};

const main = async () => {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    return fatal(error instanceof ConfigError ? error.message : String(error));
  }

  let database: Awaited<ReturnType<typeof openReadyDatabase>>;
  try {
    database = await openReadyDatabase(config);
  } catch (error) {
    if (error instanceof DataDirLockedError) return fatal(error.message);
    return fatal(`the database is not available (${(error as Error).message})`);
  }

  const app = await buildApp(config, { database });
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await app.close();
    } finally {
      await database.close();
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await database.close();
    return fatal(`cannot listen on ${config.host}:${config.port} (${(error as Error).message})`);
  }
  process.stdout.write(`Portal API listening on ${config.publicUrl}\n`);
  if (config.production && config.scryptCostLog2 < PRODUCTION_SCRYPT_COST_LOG2) {
    app.log.warn(
      { scryptCostLog2: config.scryptCostLog2 },
      'UNSAFE_TEST_PASSWORD_HASH: passwords are hashed below the production cost (a test server only)',
    );
  }
};

await main();
