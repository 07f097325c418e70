import path from 'node:path';
import { parseTrustProxy } from './trustProxy';
import type { TrustProxy } from './trustProxy';

export type Config = {
  port: number;
  /** The interface to listen on: this machine alone outside production (the demo shipper). */
  host: string;
  /** The proxies whose X-Forwarded-For gives a request's IP address (rate limits, logs). */
  trustProxy: TrustProxy;
  dataDir: string;
  databaseUrl: string | null;
  appUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  stripeSecretKey: string | null;
  stripePublishableKey: string | null;
  stripeWebhookSecret: string | null;
  /** Where the Stripe client sends its requests instead of api.stripe.com (a local fake in tests). */
  stripeApi: { host: string; port: number; protocol: 'http' | 'https' } | null;
  production: boolean;
  /** Where the built app is served from. */
  distDir: string;
  /** CORS origins allowed to call the API; none unless configured. */
  corsOrigins: string[];
  /**
   * How far ahead of this machine's clock the server's runs, for browser tests of rules that hang
   * on the hour (a deadline already passed); 0 but in tests, and never with live card payments.
   */
  clockOffsetMinutes: number;
  /** FMCSA's QCMobile web key: carriers are checked against FMCSA; without it, the test registry. */
  fmcsaWebKey: string | null;
  /** Where QCMobile is asked instead of FMCSA's (a local fake in tests). */
  fmcsaBaseUrl: string | null;
  /** Twilio's account, token and sender, all three or none: without them texts go to the outbox. */
  twilioAccountSid: string | null;
  twilioAuthToken: string | null;
  twilioFrom: string | null;
  /** The bearer token `GET /api/metrics` asks for; without it the path is not served. */
  metricsToken: string | null;
  /** API requests one server works on at once; beyond them it answers 503 at once. */
  maxRequestsInFlight: number;
  /**
   * How often a server looks for work owed (e-mails, refunds, arrival warnings), ms: a minute, as
   * a failed try waits that long at least; shorter in tests that wait for another server's look.
   */
  owedWorkEveryMs: number;
};

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`The configuration is not valid:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Deep enough that a hundred shippers booking at once, or fifty desk connections, are never
 * turned away; shallow enough that a request let in is answered within seconds, not left to time
 * out behind thousands of others.
 */
const DEFAULT_MAX_REQUESTS_IN_FLIGHT = 200;

const DEFAULT_OWED_WORK_EVERY_MS = 60_000;

const isUrl = (value: string, protocols: string[]) => {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Reads the configuration from the environment and reports every problem at once. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const problems: string[] = [];
  const text = (name: string) => {
    const value = env[name]?.trim();
    return value ? value : null;
  };

  const portText = text('PORT') ?? '8000';
  const port = Number(portText);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    problems.push(`PORT must be a port number (0-65535), not "${portText}".`);
  }
  const databaseUrl = text('DATABASE_URL');
  if (databaseUrl && !isUrl(databaseUrl, ['postgres:', 'postgresql:'])) {
    problems.push('DATABASE_URL must be a postgres:// URL.');
  }
  const appUrl = (text('APP_URL') ?? `http://localhost:${port}`).replace(/\/+$/, '');
  if (!isUrl(appUrl, ['http:', 'https:'])) problems.push('APP_URL must be an http(s) URL.');
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl && !isUrl(smtpUrl, ['smtp:', 'smtps:']))
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL.');

  const stripeSecretKey = text('STRIPE_SECRET_KEY');
  const stripePublishableKey = text('STRIPE_PUBLISHABLE_KEY');
  if (stripeSecretKey && !/^(sk|rk)_(test|live)_/.test(stripeSecretKey)) {
    problems.push('STRIPE_SECRET_KEY must start with sk_test_, sk_live_, rk_test_ or rk_live_.');
  }
  if (Boolean(stripeSecretKey) !== Boolean(stripePublishableKey)) {
    problems.push('STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set together, or neither.');
  }
  if (stripePublishableKey && !/^pk_(test|live)_/.test(stripePublishableKey)) {
    problems.push('STRIPE_PUBLISHABLE_KEY must start with pk_test_ or pk_live_.');
  }
  const stripeApiHost = text('STRIPE_API_HOST');
  const stripeApiPort = Number(text('STRIPE_API_PORT') ?? '443');
  const stripeApiProtocol = text('STRIPE_API_PROTOCOL') ?? 'https';
  if (!Number.isInteger(stripeApiPort) || stripeApiPort < 1 || stripeApiPort > 65535) {
    problems.push('STRIPE_API_PORT must be a port number (1-65535).');
  }
  if (stripeApiProtocol !== 'http' && stripeApiProtocol !== 'https') {
    problems.push('STRIPE_API_PROTOCOL must be http or https.');
  }
  const nodeEnv = text('NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnv)) {
    problems.push('NODE_ENV must be development, production or test.');
  }
  // In production a server without Stripe would take the test cards as if they were money.
  const testPayments = text('TEST_PAYMENTS') === 'true';
  if (nodeEnv === 'production' && !stripeSecretKey && !testPayments) {
    problems.push(
      'In production, card payments need STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY; ' +
        "TEST_PAYMENTS=true takes the built-in test provider's cards instead, for a trial.",
    );
  }
  const corsOrigins = (text('CORS_ORIGINS') ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!isUrl(origin, ['http:', 'https:']))
      problems.push(`CORS_ORIGINS has an origin that is not a URL: "${origin}".`);
  }

  const trustProxy = parseTrustProxy(text('TRUST_PROXY'));
  if ('problem' in trustProxy) problems.push(trustProxy.problem);
  const clockOffsetMinutes = Number(text('CLOCK_OFFSET_MINUTES') ?? '0');
  if (!Number.isInteger(clockOffsetMinutes) || clockOffsetMinutes < 0)
    problems.push('CLOCK_OFFSET_MINUTES must be a whole number of minutes, 0 or more.');
  else if (clockOffsetMinutes > 0 && stripeSecretKey && /^(sk|rk)_live_/.test(stripeSecretKey))
    problems.push('CLOCK_OFFSET_MINUTES is for tests: it cannot be set with a live Stripe key.');

  const fmcsaBaseUrl = text('FMCSA_BASE_URL');
  if (fmcsaBaseUrl && !isUrl(fmcsaBaseUrl, ['http:', 'https:']))
    problems.push('FMCSA_BASE_URL must be an http(s) URL.');
  const twilio = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const;
  const twilioMissing = twilio.filter((name) => !text(name));
  if (twilioMissing.length > 0 && twilioMissing.length < twilio.length)
    problems.push(
      `${twilio.join(', ')} are set together, or none: ${twilioMissing.join(' and ')} missing.`,
    );

  const inFlightText = text('MAX_REQUESTS_IN_FLIGHT') ?? String(DEFAULT_MAX_REQUESTS_IN_FLIGHT);
  const maxRequestsInFlight = Number(inFlightText);
  if (!Number.isInteger(maxRequestsInFlight) || maxRequestsInFlight < 1)
    problems.push(
      `MAX_REQUESTS_IN_FLIGHT must be a whole number, 1 or more, not "${inFlightText}".`,
    );

  const owedWorkText = text('OWED_WORK_EVERY_MS') ?? String(DEFAULT_OWED_WORK_EVERY_MS);
  const owedWorkEveryMs = Number(owedWorkText);
  if (!Number.isInteger(owedWorkEveryMs) || owedWorkEveryMs < 100)
    problems.push(`OWED_WORK_EVERY_MS must be a whole number, 100 or more, not "${owedWorkText}".`);

  if (problems.length) throw new ConfigError(problems);
  return {
    port,
    // `localhost` is both 127.0.0.1 and ::1, whichever of them a browser resolves it to.
    host: text('HOST') ?? (nodeEnv === 'production' ? '0.0.0.0' : 'localhost'),
    trustProxy: 'value' in trustProxy ? trustProxy.value : false,
    dataDir: path.resolve(text('DATA_DIR') ?? '.data'),
    databaseUrl,
    appUrl,
    smtpUrl,
    mailFrom: text('MAIL_FROM') ?? 'Loadline <no-reply@loadline.test>',
    stripeSecretKey,
    stripePublishableKey,
    stripeWebhookSecret: text('STRIPE_WEBHOOK_SECRET'),
    stripeApi: stripeApiHost
      ? {
          host: stripeApiHost,
          port: stripeApiPort,
          protocol: stripeApiProtocol === 'http' ? 'http' : 'https',
        }
      : null,
    production: nodeEnv === 'production',
    distDir: path.resolve(text('DIST_DIR') ?? 'dist'),
    corsOrigins,
    clockOffsetMinutes,
    fmcsaWebKey: text('FMCSA_WEB_KEY'),
    fmcsaBaseUrl,
    twilioAccountSid: text('TWILIO_ACCOUNT_SID'),
    twilioAuthToken: text('TWILIO_AUTH_TOKEN'),
    twilioFrom: text('TWILIO_FROM'),
    metricsToken: text('METRICS_TOKEN'),
    maxRequestsInFlight,
    owedWorkEveryMs,
  };
};
