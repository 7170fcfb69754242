/** Stable error codes and the HTTP status each one answers with (DESIGN "The API"). */
export const ERROR_STATUS = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'not-found': 404,
  'already-exists': 409,
  'payload-too-large': 413,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** What every failed call answers: `{ error: ErrorBody }`. */
export interface ErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  requestId?: string;
}

/** The one error type, thrown by handlers on the server and rebuilt from an answer on the client. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }

  static fromBody(body: ErrorBody): AppError {
    const code = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((c) => c === body.code) ?? 'internal';
    return new AppError(code, body.message);
  }
}
