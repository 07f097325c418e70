import path from 'node:path';
import type { SmsLog } from './outboxSms';
import { createOutboxSms } from './outboxSms';
import type { SmsSender } from './smsSender';
import { createTwilioSms } from './twilioSms';

export type SmsConfig = {
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM. */
  twilioAccountSid?: string | null;
  twilioAuthToken?: string | null;
  twilioFrom?: string | null;
  /** Where Twilio is asked instead of api.twilio.com (a local fake in tests). */
  twilioBaseUrl?: string | null;
  /** The data directory: texts go to its `outbox/` folder when Twilio is not configured. */
  dataDir: string;
};

/** Twilio when its account, token and sender are all given, otherwise `${dataDir}/outbox/`. */
export const smsSenderFor = (config: SmsConfig, log?: SmsLog): SmsSender => {
  const { twilioAccountSid, twilioAuthToken, twilioFrom, twilioBaseUrl } = config;
  return twilioAccountSid && twilioAuthToken && twilioFrom
    ? createTwilioSms({
        accountSid: twilioAccountSid,
        authToken: twilioAuthToken,
        from: twilioFrom,
        baseUrl: twilioBaseUrl ?? undefined,
      })
    : createOutboxSms(path.join(config.dataDir, 'outbox'), log);
};
