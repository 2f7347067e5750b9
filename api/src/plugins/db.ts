import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { createServices, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    services: Services;
  }
}

export interface DbPluginOptions {
  database: Database;
  config: AppConfig;
  /** Close the database when the app closes (true when the app opened it). */
  closeOnShutdown: boolean;
}

/** Makes the database and the services built on it available to every route. */
export const dbPlugin = fp<DbPluginOptions>(
  async (app, { database, config, closeOnShutdown }) => {
    app.decorate('database', database);
    app.decorate('services', createServices(database, config, app.log));
    if (closeOnShutdown) app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
