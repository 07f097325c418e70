import type { SmsSender } from './smsSender';

export const TWILIO_BASE_URL = 'https://api.twilio.com';

export type TwilioOptions = {
  accountSid: string;
  authToken: string;
  /** The Twilio number (E.164) or messaging sender the texts come from. */
  from: string;
  /** Where the Messages API is asked instead of Twilio's (a local fake in tests). */
  baseUrl?: string;
  /** A Twilio that hangs must not hold what sends the text for minutes. */
  timeoutMs?: number;
};

/** Twilio's error body: `{ code, message, more_info, status }`. */
const twilioMessageOf = async (response: Response): Promise<string> => {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body;
      const code = 'code' in body ? body.code : undefined;
      if (typeof message === 'string')
        return code === undefined || code === null ? message : `${message} (code ${String(code)})`;
    }
  } catch {
    // Not Twilio's JSON (a proxy's page): the status says what there is to say.
  }
  return 'no reason given';
};

/** Texts through Twilio's Messages API; a refusal throws with Twilio's message. */
export const createTwilioSms = ({
  accountSid,
  authToken,
  from,
  baseUrl = TWILIO_BASE_URL,
  timeoutMs = 10_000,
}: TwilioOptions): SmsSender => {
  const url = `${baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  return {
    send: async (to, body) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization, accept: 'application/json' },
        body: new URLSearchParams({ To: to, From: from, Body: body }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!response.ok) {
        const reason = await twilioMessageOf(response);
        throw new Error(`Twilio refused the text (HTTP ${response.status}): ${reason}`);
      }
      // Twilio has the text: its description is not needed, and failing to read it must not make a
      // text that was sent look unsent.
      await response.body?.cancel();
    },
  };
};
