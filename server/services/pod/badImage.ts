import { Refused } from '../domainErrors';

/**
 * An upload that is not an image this server accepts, or not a whole one. A refusal, so the API
 * answers it as a bad request with this message for the user.
 */
export class BadImage extends Refused {
  constructor(message: string) {
    super(message);
    this.name = 'BadImage';
  }
}
