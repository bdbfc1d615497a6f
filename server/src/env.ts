// The environment, checked before anything opens: a bad value stops the start with one clear message
// that names each wrong variable and what it must be, instead of a crash deep inside a library later.
import * as yup from 'yup';

/** Whether an address is this machine's own (localhost, 127.x.x.x, [::1]). */
export function isLoopback(url: string) {
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

const url = (protocols: string[], what: string) =>
  yup
    .string()
    .test('url', `must be ${what}`, (value) => {
      if (value === undefined || value === '') return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    });

const oneOf = (values: string[]) => yup.string().oneOf(values, `must be one of ${values.join(', ')}`);

// A bucket's settings without the bucket would leave files in the local folder, unseen by the other instances.
const withBucket = (schema: yup.StringSchema<string | undefined>) =>
  schema.test('with-bucket', 'is used only together with STORAGE_S3_BUCKET or BACKUP_S3_BUCKET', function (value) {
    return value === undefined || value === '' || Boolean(this.parent.STORAGE_S3_BUCKET || this.parent.BACKUP_S3_BUCKET);
  });

const JAZZCASH_SETTINGS = ['JAZZCASH_MERCHANT_ID', 'JAZZCASH_PASSWORD', 'JAZZCASH_INTEGRITY_SALT', 'JAZZCASH_URL'];
// One JazzCash setting without the others would offer a wallet that cannot be paid.
const jazzCash = (schema: yup.StringSchema<string | undefined>) =>
  schema.test('jazzcash', `is used only together with ${JAZZCASH_SETTINGS.join(', ')}, all set`, function (value) {
    return value === undefined || value === '' || JAZZCASH_SETTINGS.every((name) => Boolean(this.parent[name]));
  });

const EASYPAISA_SETTINGS = ['EASYPAISA_STORE_ID', 'EASYPAISA_HASH_KEY', 'EASYPAISA_USERNAME', 'EASYPAISA_PASSWORD', 'EASYPAISA_URL'];
const easypaisa = (schema: yup.StringSchema<string | undefined>) =>
  schema.test('easypaisa', `is used only together with ${EASYPAISA_SETTINGS.join(', ')}, all set`, function (value) {
    return value === undefined || value === '' || EASYPAISA_SETTINGS.every((name) => Boolean(this.parent[name]));
  });

const WHATSAPP_SETTINGS = ['WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'];
// WhatsApp's settings come together or not at all (then members are not offered WhatsApp).
const whatsApp = (schema: yup.StringSchema<string | undefined>) =>
  schema.test('whatsapp', `is used only together with ${WHATSAPP_SETTINGS.join(', ')}, all set`, function (value) {
    return value === undefined || value === '' || WHATSAPP_SETTINGS.every((name) => Boolean(this.parent[name]));
  });

const SMS_SETTINGS = ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'];
// The SMS gateway's settings come together or not at all (then members are not offered SMS).
const smsGateway = (schema: yup.StringSchema<string | undefined>) =>
  schema.test('sms', `is used only together with ${SMS_SETTINGS.join(', ')}, all set`, function (value) {
    return value === undefined || value === '' || SMS_SETTINGS.every((name) => Boolean(this.parent[name]));
  });

const notOnALiveSite = (what: string) =>
  oneOf(['0', '1']).test('not-production', `must not be 1 when NODE_ENV=production and PUBLIC_URL is a public address: the ${what} never run on a live site`, function (value) {
    const parent = this.parent as Record<string, string | undefined>;
    if (!(value === '1' && parent.NODE_ENV === 'production')) return true;
    try {
      return isLoopback(parent.PUBLIC_URL || 'http://localhost:3000');
    } catch {
      return true; // PUBLIC_URL's own rule says what is wrong with it
    }
  });

const bucketName = yup
  .string()
  .matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { message: 'must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens', excludeEmptyString: true })
  .test('credentials', 'needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY both set, or neither (then a profile or an instance role)', function (value) {
    return !value || (this.parent.AWS_ACCESS_KEY_ID === undefined) === (this.parent.AWS_SECRET_ACCESS_KEY === undefined);
  });

// 32 bytes, as 64 hex digits or in base64 (modules/backups/archive.ts reads it).
const isBackupKey = (value: string) => /^[0-9a-fA-F]{64}$/.test(value.trim()) || /^[A-Za-z0-9+/]{43}=?$/.test(value.trim());
const BACKUP_KEY_RULE = 'must be 32 bytes, as 64 hex digits or in base64: make one with `npm run backup -- --new-key`';
const count = (max: number, what: string) => yup.string().test('count', `must be a number of ${what} from 0 to ${max}`, (value) => !value || (/^\d{1,4}$/.test(value) && Number(value) <= max));

export const envSchema = yup.object({
  PORT: yup
    .string()
    .test('port', 'must be a port number from 1 to 65535', (value) => value === undefined || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535)),
  HOST: yup.string().min(1, 'must not be empty'),
  NODE_ENV: oneOf(['production', 'development', 'test']),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'a PostgreSQL URL, e.g. postgres://user:password@127.0.0.1:5432/pafla'),
  SMTP_URL: url(['smtp:', 'smtps:'], 'an SMTP URL, e.g. smtp://user:password@mail.example.org:587'),
  PUBLIC_URL: url(['http:', 'https:'], 'the site’s address, e.g. https://pafla.org.pk'),
  ALLOW_REMOTE_OVERRIDES: oneOf(['0', '1']),
  PAYMENT_TEST_GATEWAY: oneOf(['0', '1']),
  DEMO_CONTENT: oneOf(['0', '1']),
  // The wallet simulators stand in for JazzCash and Easypaisa: never on a live site (a production build on a public
  // address); `npm start` serves the production build on localhost with them.
  PAYMENT_SIMULATORS: notOnALiveSite('payment simulators'),
  // JazzCash's merchant credentials come together or not at all (then JazzCash is not offered).
  JAZZCASH_MERCHANT_ID: jazzCash(yup.string().matches(/^[A-Za-z0-9]{1,30}$/, { message: 'must be the merchant ID JazzCash gave, letters and digits', excludeEmptyString: true })),
  JAZZCASH_PASSWORD: jazzCash(yup.string()),
  JAZZCASH_INTEGRITY_SALT: jazzCash(yup.string()),
  JAZZCASH_URL: jazzCash(url(['http:', 'https:'], 'JazzCash’s address, e.g. https://sandbox.jazzcash.com.pk')),
  // The MPIN JazzCash's wallet refund call asks for: without it, JazzCash payments are refunded by hand.
  JAZZCASH_MPIN: jazzCash(yup.string().matches(/^\d{4,6}$/, { message: 'must be the merchant’s MPIN JazzCash gave, 4 to 6 digits', excludeEmptyString: true })),
  // Easypaisa's store settings come together or not at all (then Easypaisa is not offered).
  EASYPAISA_STORE_ID: easypaisa(yup.string().matches(/^\d{1,20}$/, { message: 'must be the store ID Easypaisa gave, digits', excludeEmptyString: true })),
  EASYPAISA_HASH_KEY: easypaisa(yup.string().test('key', 'must be the hash key from Easypaisa’s merchant portal: 16, 24 or 32 characters', (value) => !value || [16, 24, 32].includes(Buffer.byteLength(value, 'utf8')))),
  EASYPAISA_USERNAME: easypaisa(yup.string()),
  EASYPAISA_PASSWORD: easypaisa(yup.string()),
  EASYPAISA_URL: easypaisa(url(['http:', 'https:'], 'Easypaisa’s address, e.g. https://easypaystg.easypaisa.com.pk')),
  // The WhatsApp Business Cloud API's settings (decision 045), together or not at all.
  WHATSAPP_PHONE_NUMBER_ID: whatsApp(yup.string().matches(/^\d{5,20}$/, { message: 'must be the phone number ID from WhatsApp Manager, digits', excludeEmptyString: true })),
  WHATSAPP_ACCESS_TOKEN: whatsApp(yup.string()),
  WHATSAPP_APP_SECRET: whatsApp(yup.string()),
  WHATSAPP_VERIFY_TOKEN: whatsApp(yup.string().min(16, 'must be at least 16 characters, the same as the webhook’s verify token in the app’s dashboard')),
  WHATSAPP_API_URL: whatsApp(url(['https:', 'http:'], 'the Graph API with its version, e.g. https://graph.facebook.com/v21.0')),
  // The SMS gateway's (Twilio's) settings, together or not at all.
  SMS_ACCOUNT_SID: smsGateway(yup.string().matches(/^AC[0-9a-f]{32}$/, { message: 'must be the account SID Twilio gave: AC and 32 hex digits', excludeEmptyString: true })),
  SMS_AUTH_TOKEN: smsGateway(yup.string()),
  SMS_FROM: smsGateway(yup.string().max(40, 'must be a sender ID, a number or a Messaging Service SID')),
  SMS_API_URL: smsGateway(url(['https:', 'http:'], 'the gateway’s address, e.g. https://api.twilio.com')),
  // The WhatsApp and SMS simulators stand in for the providers, as the wallet simulators do: never on a live site.
  MESSAGING_SIMULATORS: notOnALiveSite('messaging simulators'),
  SERVER_RENDER: oneOf(['0', '1']),
  RENDER_WORKERS: yup.string().matches(/^([0-9]|1[0-6])$/, { message: 'must be a number of threads from 0 to 16', excludeEmptyString: true }),
  FIRST_VIEW_DIAGNOSE: oneOf(['0', '1']),
  TRUST_PROXY: yup.string(),
  METRICS_PORT: yup
    .string()
    .test('port', 'must be a port number from 1 to 65535, not PORT', function (value) {
      return value === undefined || value === '' || (/^\d{1,5}$/.test(value) && Number(value) >= 1 && Number(value) <= 65535 && value !== (this.parent.PORT ?? '3000'));
    }),
  METRICS_HOST: yup.string().min(1, 'must not be empty'),
  // Anyone with it reads the site's figures: long enough not to be guessed.
  METRICS_TOKEN: yup.string().min(24, 'must be at least 24 characters, e.g. from `openssl rand -hex 24`'),
  BACKUP_KEY: yup.string().test('key', BACKUP_KEY_RULE, (value) => !value || isBackupKey(value)),
  BACKUP_OLD_KEYS: yup.string().test('keys', `must be keys separated by commas; each ${BACKUP_KEY_RULE}`, (value) => !value || value.split(',').filter((k) => k.trim()).every(isBackupKey)),
  BACKUP_DIR: yup.string().min(1, 'must not be empty'),
  BACKUP_S3_BUCKET: bucketName,
  BACKUP_KEEP_DAILY: count(366, 'days'),
  BACKUP_KEEP_MONTHLY: count(120, 'months'),
  BACKUP_NIGHTLY: oneOf(['0', '1']),
  MIGRATE_WITHOUT_BACKUP: oneOf(['0', '1']),
  SHUTDOWN_DELAY_SECONDS: yup.string().matches(/^([0-9]|[1-9][0-9]|1[0-1][0-9]|120)$/, { message: 'must be a number of seconds from 0 to 120', excludeEmptyString: true }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
  STORAGE_S3_BUCKET: bucketName,
  STORAGE_S3_ENDPOINT: withBucket(url(['http:', 'https:'], 'the S3 server’s address, e.g. http://127.0.0.1:9000')),
  STORAGE_S3_REGION: withBucket(yup.string().matches(/^[a-z0-9-]+$/, { message: 'must be a region name, e.g. us-east-1', excludeEmptyString: true })),
  STORAGE_S3_FORCE_PATH_STYLE: withBucket(oneOf(['0', '1'])),
  // Read only to check that they come in pairs: no rule names them, so their values are never printed.
  AWS_ACCESS_KEY_ID: yup.string(),
  AWS_SECRET_ACCESS_KEY: yup.string(),
});

/** Variables whose value is a secret: a wrong one is named, never printed. */
const SECRETS = new Set(['METRICS_TOKEN', 'BACKUP_KEY', 'BACKUP_OLD_KEYS', 'JAZZCASH_PASSWORD', 'JAZZCASH_INTEGRITY_SALT', 'EASYPAISA_HASH_KEY', 'EASYPAISA_PASSWORD', 'WHATSAPP_ACCESS_TOKEN', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN', 'SMS_AUTH_TOKEN']);

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start; fix its environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Throws a ConfigError listing every variable that is set to something the server cannot use. */
export function checkEnv(env: NodeJS.ProcessEnv) {
  const present = Object.fromEntries(Object.keys(envSchema.fields).filter((key) => env[key] !== undefined).map((key) => [key, env[key]]));
  try {
    envSchema.validateSync(present, { abortEarly: false, strict: true });
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    throw new ConfigError(error.inner.map((e) => `${e.path}=${SECRETS.has(e.path ?? '') ? '(hidden)' : JSON.stringify(present[e.path ?? ''])} ${e.message}`));
  }
}
