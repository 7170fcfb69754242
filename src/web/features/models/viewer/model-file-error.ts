/**
 * A problem with the model file (or its download) that the viewer explains to the visitor. Its
 * message is written for people; `detail` keeps the technical cause for support requests.
 */
export class ModelFileError extends Error {
  override name = 'ModelFileError';

  constructor(
    message: string,
    readonly detail?: string,
    /** True when trying again could help (a dropped connection), false for a file that is broken. */
    readonly retryable = false,
  ) {
    super(message);
  }
}
