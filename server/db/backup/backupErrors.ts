/** A backup or restore refused for a reason the person running it can act on: said, not thrown. */
export class BackupRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupRefused';
  }
}
