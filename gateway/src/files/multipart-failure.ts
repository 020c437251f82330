/** Why an upload's multipart body could not be read: the status and wording the caller gets. */
export interface MultipartFailure {
  status: number;
  code: 'UPLOAD_TOO_LARGE' | 'UPLOAD_FAILED';
  /** English detail, shown after the localised "something went wrong". */
  detail?: string;
}

/**
 * Sorts an error thrown while reading a multipart body. @fastify/multipart's own errors carry a
 * 4xx status (limits 413, prototype-named fields 400); the parser underneath (busboy) throws plain
 * errors for a body that is not multipart at all: no boundary in the content type, a truncated
 * form, a malformed part header. Those are the caller's mistake, not ours, so 400 with busboy's
 * words, which name the problem and echo nothing of the body. Anything else is rethrown as a 5xx.
 */
export function multipartFailure(err: unknown): MultipartFailure | undefined {
  const { code, statusCode, message } = (err ?? {}) as {
    code?: unknown;
    statusCode?: unknown;
    message?: unknown;
  };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return { status: 413, code: 'UPLOAD_TOO_LARGE' };
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
    return { status: statusCode, code: 'UPLOAD_FAILED', detail: String(message) };
  if (err instanceof Error && statusCode === undefined && BUSBOY_MESSAGES.test(err.message))
    return { status: 400, code: 'UPLOAD_FAILED', detail: `not valid multipart/form-data (${err.message})` };
  return undefined;
}

// busboy's errors for a body that is not multipart (its lib/types/multipart.js and deps/): no
// boundary, an empty one or one over 256 characters, a form cut short, a malformed part header.
const BUSBOY_MESSAGES =
  /^(Multipart: Boundary not found|Boundary required|The needle cannot|Unsupported Content-Type|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|Malformed part header)/;
