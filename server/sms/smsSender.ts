/** Sends a text message; throws when it could not be handed over for delivery. */
export type SmsSender = { send(to: string, body: string): Promise<void> };
