import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyServerOptions } from 'fastify';
import type { DatabaseHandle } from './db/database.js';
import { checkEnv, ConfigError, isLoopback } from './env.js';
import { systemClock, type Clock } from './lib/clock.js';
import { loggerOptions } from './lib/logging.js';
import { backupSettingsFromEnv, type BackupSettings } from './modules/backups/settings.js';
import type { RetryPolicy } from './plugins/jobs.js';
import { defaultMailRetry } from './plugins/mailer.js';
import type { MetricsOptions } from './plugins/metrics.js';
import type { S3StorageOptions } from './plugins/s3-storage.js';
import type { EasypaisaSettings } from './modules/payments/easypaisa.js';
import type { JazzCashSettings } from './modules/payments/jazzcash.js';
import { DEFAULT_SMS_API_URL, type SmsSettings } from '../../mfe-account/src/features/notices/server/sms.js';
import { DEFAULT_WHATSAPP_API_URL, type WhatsAppSettings } from '../../mfe-account/src/features/notices/server/whatsapp.js';

/** The checkout: two folders above server/src/, and four above its compiled copy in server/dist/server/src/ (`npm run build`). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), import.meta.url.endsWith('.ts') ? '../..' : '../../../..');

/** A limit of `max` requests (or events) per `windowMs`. */
export interface RateRule {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  loginPerIp: RateRule;
  /**
   * failed sign-ins for one e-mail from one address (counted in the database, so every instance agrees): over it,
   * that address is refused for that account; the owner signing in from anywhere else is not
   */
  loginFailuresPerAddress: RateRule;
  /** failed sign-ins for one e-mail from every address: beyond `max`, each attempt waits longer instead of being refused */
  loginSlowdownPerAccount: RateRule;
  /** e-mail changes a signed-in member may try: each one also says whether an address has an account */
  emailChangesPerMember: RateRule;
  registerPerIp: RateRule;
  forgotPasswordPerIp: RateRule;
  /** reset e-mails per address; over it the answer stays the same but no mail is sent */
  forgotPasswordPerEmail: RateRule;
  resetPasswordPerIp: RateRule;
  uploadPerIp: RateRule;
  publicationRequestPerIp: RateRule;
  /** report e-mails per address, counted in the database: nobody can flood someone else's inbox */
  publicationMailsPerEmail: RateRule;
  /** volunteer applications per member, counted in the database: staff read every one */
  volunteerApplicationsPerMember: RateRule;
  /** new support issues per member, counted in the database: staff answer every one */
  issuesPerMember: RateRule;
  /** comments per member on their issues, counted in the database */
  issueCommentsPerMember: RateRule;
  /** bank-account requests per member, counted in the database: each one goes to a bank */
  bankLeadsPerMember: RateRule;
}

const minutes = (n: number) => n * 60_000;

// Generous per IP: members often share one address (a university, a co-working space, an event's Wi-Fi).
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 20, windowMs: minutes(1) },
  loginFailuresPerAddress: { max: 5, windowMs: minutes(15) },
  loginSlowdownPerAccount: { max: 10, windowMs: minutes(15) },
  emailChangesPerMember: { max: 5, windowMs: minutes(60) },
  registerPerIp: { max: 10, windowMs: minutes(10) },
  forgotPasswordPerIp: { max: 5, windowMs: minutes(15) },
  forgotPasswordPerEmail: { max: 3, windowMs: minutes(60) },
  resetPasswordPerIp: { max: 10, windowMs: minutes(15) },
  uploadPerIp: { max: 30, windowMs: minutes(10) },
  publicationRequestPerIp: { max: 10, windowMs: minutes(10) },
  publicationMailsPerEmail: { max: 5, windowMs: minutes(60) },
  volunteerApplicationsPerMember: { max: 10, windowMs: minutes(24 * 60) },
  issuesPerMember: { max: 10, windowMs: minutes(24 * 60) },
  issueCommentsPerMember: { max: 60, windowMs: minutes(60) },
  bankLeadsPerMember: { max: 5, windowMs: minutes(24 * 60) },
};

export interface AppOptions {
  /** production mode: strict defaults (no remote overrides unless allowed) */
  production?: boolean;
  /** serve the shell, the remotes and the inlined manifest from this process (default: in production) */
  serveSite?: boolean;
  /**
   * let a browser point one remote at a local build (`/local/<remote>/…`); on by default outside
   * production, and in production only when asked for (ALLOW_REMOTE_OVERRIDES=1)
   */
  allowRemoteOverrides?: boolean;
  /**
   * render each page's first view on the server with the shell's and the pinned remotes' server bundles (default on;
   * SERVER_RENDER=0 leaves every page to the browser, as before docs/decisions/025)
   */
  serverRender?: boolean;
  /**
   * worker threads that render first views (default: the cores but one, 1 to 4; RENDER_WORKERS); 0 renders them in the
   * app's own thread, where each render holds up the requests that arrive meanwhile
   */
  renderWorkers?: number;
  /** where links in e-mails point, e.g. https://pafla.org.pk */
  publicUrl?: string;
  dataDir?: string;
  deployDir?: string;
  /** the built shell (index.html and its assets) */
  shellDir?: string;
  /** a PostgreSQL connection string; without it the embedded PGlite under dataDir is used */
  databaseUrl?: string;
  /** an already opened database (tests); the caller closes it */
  database?: DatabaseHandle;
  /** keep uploaded files in this S3-compatible bucket instead of the folder `dataDir/storage`, so several instances share them */
  s3Storage?: S3StorageOptions;
  smtpUrl?: string;
  mailFrom?: string;
  trustProxy?: FastifyServerOptions['trustProxy'];
  logger?: FastifyServerOptions['logger'];
  rateLimits?: Partial<RateLimits>;
  /** how a failed mail delivery is retried (default: 5 more tries, 30 s doubling) */
  mailRetry?: RetryPolicy;
  /** seconds between the job queue's polls while idle (default 2) */
  jobPollingSeconds?: number;
  /** how long an upload no record has taken is kept, in seconds (default a day) */
  unattachedUploadSeconds?: number;
  /** how long a pending order holds its seat before it expires, in seconds (default 30 minutes) */
  orderHoldSeconds?: number;
  /** how long a pending bill-payment order holds its seat while the member pays at their bank (default 3 days) */
  billPaymentHoldSeconds?: number;
  /**
   * take card payments through the test gateway (a payment page served by this server with Approve and Decline);
   * on by default outside production, and in production only when asked for (PAYMENT_TEST_GATEWAY=1)
   */
  testPaymentGateway?: boolean;
  /**
   * give a fresh database the demo members (staff and an admin among them, all with the published demo password),
   * posts, events, programmes and orders; on by default outside production, and in production only when asked for
   * (DEMO_CONTENT=1, as `npm start` does). Without it a fresh database gets only its skills and cities.
   */
  demoContent?: boolean;
  /** JazzCash's merchant credentials and address (JAZZCASH_*): without them JazzCash is not offered */
  jazzCash?: JazzCashSettings;
  /** Easypaisa's store settings and address (EASYPAISA_*): without them Easypaisa is not offered */
  easypaisa?: EasypaisaSettings;
  /**
   * serve the JazzCash and Easypaisa simulators under /simulators/… (PAYMENT_SIMULATORS=1; never in production):
   * a wallet without its settings is then paid there with the simulator's own test credentials
   */
  paymentSimulators?: boolean;
  /** the WhatsApp Business Cloud API's settings (WHATSAPP_*): without them members are not offered WhatsApp */
  whatsApp?: WhatsAppSettings;
  /** the SMS gateway's settings (SMS_*): without them members are not offered SMS */
  sms?: SmsSettings;
  /**
   * serve the WhatsApp and SMS simulators under /simulators/… (MESSAGING_SIMULATORS=1; never on a live site): a channel
   * without its settings then sends there, with the simulator's own test credentials
   */
  messagingSimulators?: boolean;
  /**
   * What this process does: `web` answers HTTP (the site and the API), `worker` works the job queues (mail, expiries,
   * removals). Both by default; run several web processes and one or more workers on one PostgreSQL to grow.
   */
  roles?: ProcessRole[];
  /** the clock timed jobs are scheduled and worked by (default the system's; tests move theirs forward) */
  clock?: Clock;
  /** where the Prometheus metrics are served: their own port, or /metrics behind a token (neither: not served) */
  metrics?: MetricsOptions;
  /** the backups' key, place and policy; a worker makes one every night when it has a key (modules/backups) */
  backups?: BackupSettings;
}

/** Where the wallet simulators are served (PAYMENT_SIMULATORS=1). */
export const JAZZCASH_SIMULATOR_PREFIX = '/simulators/jazzcash';
export const EASYPAISA_SIMULATOR_PREFIX = '/simulators/easypaisa';

/**
 * The simulators never run on a live site, whatever was asked: their test credentials are public. A production build
 * served on this machine's own address (`npm start`, the browser tests) may run them; one with a public address may not.
 */
function paymentSimulators(options: AppOptions) {
  if (options.paymentSimulators && options.production && !isLoopback(options.publicUrl ?? 'http://localhost:3000')) {
    throw new Error('The payment simulators never run in production on a public address: unset PAYMENT_SIMULATORS.');
  }
  return options.paymentSimulators ?? false;
}

/** Where the messaging simulators are served (MESSAGING_SIMULATORS=1). */
export const WHATSAPP_SIMULATOR_PREFIX = '/simulators/whatsapp';
export const SMS_SIMULATOR_PREFIX = '/simulators/sms';

function messagingSimulators(options: AppOptions) {
  if (options.messagingSimulators && options.production && !isLoopback(options.publicUrl ?? 'http://localhost:3000')) {
    throw new Error('The messaging simulators never run in production on a public address: unset MESSAGING_SIMULATORS.');
  }
  return options.messagingSimulators ?? false;
}

/** Without WhatsApp settings, the simulator's own test business (known to anyone: it sends nothing). */
const simulatedWhatsApp = (publicUrl: string): WhatsAppSettings => ({
  apiUrl: `${publicUrl}${WHATSAPP_SIMULATOR_PREFIX}/v21.0`,
  phoneNumberId: '100000000000001',
  accessToken: 'simulator-access-token',
  appSecret: 'simulator-app-secret',
  verifyToken: 'simulator-verify-token',
});

/** Without SMS settings, the simulator's own test account. */
const simulatedSms = (publicUrl: string): SmsSettings => ({
  apiUrl: `${publicUrl}${SMS_SIMULATOR_PREFIX}`,
  accountSid: 'AC00000000000000000000000000000000',
  authToken: 'simulator-auth-token',
  from: 'PAFLA',
});

/** WhatsApp's settings, all four or none (checkEnv refuses some without the others). */
function whatsAppFromEnv(env: NodeJS.ProcessEnv): WhatsAppSettings | undefined {
  const { WHATSAPP_PHONE_NUMBER_ID: phoneNumberId, WHATSAPP_ACCESS_TOKEN: accessToken, WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = env;
  if (!(phoneNumberId && accessToken && appSecret && verifyToken)) return undefined;
  return { apiUrl: (env.WHATSAPP_API_URL || DEFAULT_WHATSAPP_API_URL).replace(/\/+$/, ''), phoneNumberId, accessToken, appSecret, verifyToken };
}

/** The SMS gateway's settings, all three or none. */
function smsFromEnv(env: NodeJS.ProcessEnv): SmsSettings | undefined {
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = env;
  if (!(accountSid && authToken && from)) return undefined;
  return { apiUrl: (env.SMS_API_URL || DEFAULT_SMS_API_URL).replace(/\/+$/, ''), accountSid, authToken, from };
}

/** The simulator's merchant MPIN for refunds (known to anyone: it moves no money). */
export const SIMULATOR_MPIN = '1234';

/** Without JazzCash settings, the simulator's own test merchant (known to anyone: it moves no money). */
const simulatedJazzCash = (publicUrl: string): JazzCashSettings => ({
  merchantId: 'MC00000',
  password: 'simulator-password',
  integritySalt: 'simulator-integrity-salt',
  url: `${publicUrl}${JAZZCASH_SIMULATOR_PREFIX}`,
  mpin: SIMULATOR_MPIN,
});

/** Without Easypaisa settings, the simulator's own test store. */
const simulatedEasypaisa = (publicUrl: string): EasypaisaSettings => ({
  storeId: '10000',
  hashKey: 'SIMULATORHASHKEY',
  username: 'simulator',
  password: 'simulator-password',
  url: `${publicUrl}${EASYPAISA_SIMULATOR_PREFIX}`,
});

/** Easypaisa's settings, all five or none (checkEnv refuses some without the others). */
function easypaisaFromEnv(env: NodeJS.ProcessEnv): EasypaisaSettings | undefined {
  const { EASYPAISA_STORE_ID: storeId, EASYPAISA_HASH_KEY: hashKey, EASYPAISA_USERNAME: username, EASYPAISA_PASSWORD: password, EASYPAISA_URL: url } = env;
  return storeId && hashKey && username && password && url ? { storeId, hashKey, username, password, url: url.replace(/\/+$/, '') } : undefined;
}

/** JazzCash's settings, all four or none (checkEnv refuses some without the others), and the MPIN its refunds need. */
function jazzCashFromEnv(env: NodeJS.ProcessEnv): JazzCashSettings | undefined {
  const { JAZZCASH_MERCHANT_ID: merchantId, JAZZCASH_PASSWORD: password, JAZZCASH_INTEGRITY_SALT: integritySalt, JAZZCASH_URL: url, JAZZCASH_MPIN: mpin } = env;
  return merchantId && password && integritySalt && url ? { merchantId, password, integritySalt, url: url.replace(/\/+$/, ''), ...(mpin ? { mpin } : {}) } : undefined;
}

/** Threads that render first views by default: the cores the app's own thread leaves, 1 to 4. */
export const defaultRenderWorkers = () => Math.max(1, Math.min(4, os.availableParallelism() - 1));

export const PROCESS_ROLES = ['web', 'worker'] as const;
export type ProcessRole = (typeof PROCESS_ROLES)[number];

export type AppConfig = Required<Omit<AppOptions, 'database' | 'databaseUrl' | 'smtpUrl' | 's3Storage' | 'rateLimits' | 'backups' | 'jazzCash' | 'easypaisa' | 'whatsApp' | 'sms'>> &
  Pick<AppOptions, 'database' | 'databaseUrl' | 'smtpUrl' | 's3Storage' | 'backups' | 'jazzCash' | 'easypaisa' | 'whatsApp' | 'sms'> & { rateLimits: RateLimits };

export function resolveConfig(options: AppOptions): AppConfig {
  const dataDir = options.dataDir ?? path.join(repoRoot, '.data');
  const publicUrl = (options.publicUrl ?? 'http://localhost:3000').replace(/\/+$/, '');
  return {
    production: options.production ?? false,
    serveSite: options.serveSite ?? options.production ?? false,
    allowRemoteOverrides: options.allowRemoteOverrides ?? !(options.production ?? false),
    serverRender: options.serverRender ?? true,
    renderWorkers: options.renderWorkers ?? defaultRenderWorkers(),
    publicUrl,
    dataDir,
    deployDir: options.deployDir ?? path.join(repoRoot, 'deploy'),
    shellDir: options.shellDir ?? path.join(repoRoot, 'shell', 'dist'),
    databaseUrl: options.databaseUrl || undefined,
    database: options.database,
    s3Storage: options.s3Storage,
    smtpUrl: options.smtpUrl || undefined,
    mailFrom: options.mailFrom ?? '"Pakistan Freelancers Association" <no-reply@pafla.org.pk>',
    trustProxy: options.trustProxy ?? false,
    logger: options.logger ?? false,
    rateLimits: { ...defaultRateLimits, ...options.rateLimits },
    mailRetry: options.mailRetry ?? defaultMailRetry,
    jobPollingSeconds: options.jobPollingSeconds ?? 2,
    unattachedUploadSeconds: options.unattachedUploadSeconds ?? 24 * 60 * 60,
    orderHoldSeconds: options.orderHoldSeconds ?? 30 * 60,
    billPaymentHoldSeconds: options.billPaymentHoldSeconds ?? 3 * 24 * 60 * 60,
    testPaymentGateway: options.testPaymentGateway ?? !(options.production ?? false),
    demoContent: options.demoContent ?? !(options.production ?? false),
    paymentSimulators: paymentSimulators(options),
    jazzCash: options.jazzCash ?? (paymentSimulators(options) ? simulatedJazzCash(publicUrl) : undefined),
    easypaisa: options.easypaisa ?? (paymentSimulators(options) ? simulatedEasypaisa(publicUrl) : undefined),
    messagingSimulators: messagingSimulators(options),
    whatsApp: options.whatsApp ?? (messagingSimulators(options) ? simulatedWhatsApp(publicUrl) : undefined),
    sms: options.sms ?? (messagingSimulators(options) ? simulatedSms(publicUrl) : undefined),
    roles: options.roles?.length ? [...new Set(options.roles)] : [...PROCESS_ROLES],
    clock: options.clock ?? systemClock,
    metrics: options.metrics ?? {},
    backups: options.backups,
  };
}

/** `--role web` or `--role worker` (or both, or none: both) from a command line; anything else is refused. */
export function rolesFromArgs(args: string[]): ProcessRole[] {
  const roles: ProcessRole[] = [];
  for (let i = 0; i < args.length; i++) {
    if (args[i] !== '--role') throw new Error(`Unknown argument ${args[i]}: the server takes --role web or --role worker`);
    const role = PROCESS_ROLES.find((r) => r === args[i + 1]);
    if (!role) throw new Error(`--role takes ${PROCESS_ROLES.join(' or ')}, not ${args[i + 1] ?? 'nothing'}`);
    roles.push(role);
    i++;
  }
  return roles.length ? roles : [...PROCESS_ROLES];
}

/**
 * The bucket uploads go to when STORAGE_S3_BUCKET is set (the folder under DATA_DIR otherwise). The credentials are
 * not read here: the S3 client takes AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY from the environment itself.
 */
export function s3StorageFromEnv(env: NodeJS.ProcessEnv): S3StorageOptions | undefined {
  if (!env.STORAGE_S3_BUCKET) return undefined;
  return {
    bucket: env.STORAGE_S3_BUCKET,
    region: env.STORAGE_S3_REGION || 'us-east-1',
    endpoint: env.STORAGE_S3_ENDPOINT || undefined,
    forcePathStyle: env.STORAGE_S3_FORCE_PATH_STYLE === '1',
  };
}

/** The options `npm start` and `npm run serve` take from the environment. */
export function optionsFromEnv(env: NodeJS.ProcessEnv): AppOptions & { port: number; host: string; shutdownDelaySeconds: number } {
  checkEnv(env);
  const port = Number(env.PORT ?? 3000);
  const trustProxy = env.TRUST_PROXY;
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    // Seconds between being told to stop (readiness answers 503) and no longer taking requests: a load balancer's
    // check interval times the failures it waits for, so it has stopped sending visitors here before the server closes.
    shutdownDelaySeconds: Number(env.SHUTDOWN_DELAY_SECONDS ?? 0),
    production: env.NODE_ENV === 'production',
    // `npm run dev` and `npm start` both serve the built site from this process.
    serveSite: true,
    allowRemoteOverrides: env.NODE_ENV === 'production' ? env.ALLOW_REMOTE_OVERRIDES === '1' : true,
    testPaymentGateway: env.NODE_ENV === 'production' ? env.PAYMENT_TEST_GATEWAY === '1' : env.PAYMENT_TEST_GATEWAY !== '0',
    demoContent: env.NODE_ENV === 'production' ? env.DEMO_CONTENT === '1' : env.DEMO_CONTENT !== '0',
    paymentSimulators: env.PAYMENT_SIMULATORS === '1',
    jazzCash: jazzCashFromEnv(env),
    easypaisa: easypaisaFromEnv(env),
    messagingSimulators: env.MESSAGING_SIMULATORS === '1',
    whatsApp: whatsAppFromEnv(env),
    sms: smsFromEnv(env),
    serverRender: env.SERVER_RENDER !== '0',
    renderWorkers: env.RENDER_WORKERS ? Number(env.RENDER_WORKERS) : undefined,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : undefined,
    deployDir: env.DEPLOY_DIR ? path.resolve(env.DEPLOY_DIR) : undefined,
    shellDir: env.SHELL_DIR ? path.resolve(env.SHELL_DIR) : undefined,
    databaseUrl: env.DATABASE_URL,
    s3Storage: s3StorageFromEnv(env),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    // true, or the proxies' addresses (comma-separated)
    trustProxy: trustProxy === undefined || trustProxy === 'false' ? false : trustProxy === 'true' ? true : trustProxy,
    backups: backupSettingsFromEnv(env, env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, '.data')),
    metrics: {
      port: env.METRICS_PORT ? Number(env.METRICS_PORT) : undefined,
      host: env.METRICS_HOST || undefined,
      token: env.METRICS_TOKEN || undefined,
    },
    logger: loggerOptions(env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info')),
  };
}

/** The options of a server started from the command line; a wrong setting is printed and the process exits. */
export function optionsFromEnvOrExit(env: NodeJS.ProcessEnv) {
  try {
    return optionsFromEnv(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
