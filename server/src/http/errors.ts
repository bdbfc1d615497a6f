/** A failure with an honest HTTP status; the one error handler turns it into the `{ error, message, data }` envelope. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export type FieldErrors = Record<string, string>;

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Please sign in again.') => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message = 'The requested resource was not found.') => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldErrors) => new HttpError(409, message, errors ? { errors } : null);
export const tooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** A rule the request broke: `message` is the first field's message, as forms show it. */
export function unprocessable(errors: FieldErrors, status = 422) {
  const first = Object.values(errors)[0] ?? 'The request is invalid.';
  return new HttpError(status, first, { errors });
}

export const fieldError = (field: string, message: string) => unprocessable({ [field]: message });
