import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from './auth';
import type { Config } from './config';
import type { Database, Db } from './db/database';
import type { EmailDelivery } from './mail';
import type { Notifier } from './events/notifier';
import type { IpRules } from './security';
import type { PaymentGateways } from './payments';
import type { PayoutKeys, PayoutGateway } from './payouts';
import type { JobQueue } from './jobs/job-queue';
import type { AnalysisPool, AnalysisQueue } from './models';
import type { Storage } from './storage/storage';
import type { UploadStore } from './uploads';

/** What the app is built from: everything a handler may need, made once at start-up. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  storage: Storage;
  /** Every e-mail goes through it: written down, then delivered at least once, once per key (decision 052). */
  mailer: EmailDelivery;
  log: FastifyBaseLogger;
  /** Resumable uploads waiting to become model files. */
  uploads: UploadStore;
  /** Background mesh analysis; started and stopped with the app. */
  analysis: AnalysisQueue;
  /** Worker threads that measure and draw model files off the event loop (decision 086); closed with the app. */
  analysisPool: AnalysisPool;
  /** Durable jobs and periodic tasks on pg-boss, run once across all nodes; started and stopped with the app. */
  jobs: JobQueue;
  /** Live signals to every node: LISTEN/NOTIFY on PostgreSQL, in process on PGlite. */
  notifier: Notifier;
  /** The IP block and allow lists, held by each node and checked before any route (issue 16 item 5). */
  ipRules: IpRules;
  /** Razorpay with the live keys where set; test mode through Razorpay's test keys or the built-in test checkout (issue 14). */
  payments: PaymentGateways;
  /** Seal bank account numbers and fingerprint payout details (issue 15). */
  payoutKeys: PayoutKeys;
  /** Who pays approved withdrawals and ₹1 checks: RazorpayX, the built-in test payouts, or nobody (by hand) (issue 15). */
  payouts: PayoutGateway;
}
