import type { FieldErrors } from '@domain/fieldErrors';
import type { PaperRefusal } from '@domain/shippingPapers';
import type { PriceChanged as PriceChangedAnswer } from '@domain/types';

/*
 * What a service says when it will not do what was asked. The services know nothing of HTTP;
 * the API's error handler gives each kind its status code and body.
 */

/** The thing asked for does not exist, or belongs to someone else: the two look the same. */
export class NotFound extends Error {
  /** What the caller is told, where more than "not found" helps (a dead invitation link). */
  readonly said: string | undefined;
  constructor(said?: string) {
    super('Not found');
    this.name = 'NotFound';
    this.said = said;
  }
}

/** The member's role, as it stands now, may not do this (changed since the request began). */
export class NotPermitted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NotPermitted';
  }
}

/** The request's values break the rules: messages per field. */
export class Invalid extends Error {
  readonly fields: FieldErrors;
  constructor(fields: Record<string, string | string[]>) {
    super('Invalid');
    this.name = 'Invalid';
    this.fields = Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [
        field,
        Array.isArray(messages) ? messages : [messages],
      ]),
    );
  }
}

/**
 * Well formed, but refused: the rules do not allow it in the record's present state (paid, under
 * way…), or the card's issuer declined the charge.
 */
export class Refused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Refused';
  }
}

/** Another change of the same record is under way; its outcome decides what may happen next. */
export class Conflict extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Conflict';
  }
}

/**
 * The request cannot be shown to come from whom it claims: a webhook without a valid signature,
 * or with no secret on this server to check one.
 */
export class Unverified extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unverified';
  }
}

/** A limit on tries is used up; one more is counted again once `retryAfterSeconds` have passed. */
export class TooManyAttempts extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('Too many attempts');
    this.name = 'TooManyAttempts';
  }
}

/** Something the service needs (the mail server) failed; the same request may work later. */
export class Unavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'Unavailable';
  }
}

/**
 * A shipment's price hold ended and its lane costs another amount today: it is not paid until
 * the shipper accepts the new price. The totals then and now are the answer.
 */
export class PriceChanged extends Error {
  constructor(readonly answer: PriceChangedAnswer) {
    super(answer.message);
    this.name = 'PriceChanged';
  }
}

/** A shipping paper asked for before the shipment has what it needs: what is missing is the answer. */
export class PaperNotReady extends Error {
  constructor(readonly answer: PaperRefusal) {
    super(answer.message);
    this.name = 'PaperNotReady';
  }
}
