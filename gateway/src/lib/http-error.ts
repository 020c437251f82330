/**
 * An error with an HTTP status and a message meant for the caller (already in the caller's
 * language when a user will read it). Thrown by stores and routes, answered by the error handler.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code?: string, details?: unknown) =>
  new HttpError(400, message, code, details);
export const unauthorized = (message: string) => new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, details?: unknown) =>
  new HttpError(409, message, 'CONFLICT', details);
