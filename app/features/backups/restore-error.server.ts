/** A backup a restore refuses, with the message for the person who chose it (nothing was changed). */
export class RestoreError extends Error {}
