import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth/create-auth';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { Mailer } from './mail';
import type { Storage } from './storage/storage';

/** What the app is built from: everything a handler may need, made once at start-up. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  storage: Storage;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
