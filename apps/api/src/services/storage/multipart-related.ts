/** One body part of a multipart message: its headers (names lower-cased) and its bytes. */
export interface MultipartPart {
  headers: Map<string, string>;
  body: Buffer;
}

/** A multipart body or Content-Type that does not follow RFC 2046; the message says what is wrong. */
export class MultipartError extends Error {
  override name = 'MultipartError';
}

// RFC 2046: 1 to 70 characters, quoted when they include characters a token may not.
const BOUNDARY_PARAMETER = /;\s*boundary\s*=\s*(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

const CR = 0x0d;
const LF = 0x0a;
const DASH = 0x2d;

/** The boundary of a multipart Content-Type header, or undefined when it names none. */
export function multipartBoundary(contentType: string): string | undefined {
  const match = BOUNDARY_PARAMETER.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * Splits a multipart body (RFC 2046) at its boundary into parts, dropping preamble and epilogue.
 * Lines end in CRLF; a bare LF is accepted too. Throws MultipartError when the body does not open
 * with the boundary, a part has no blank line after its headers, or the closing boundary is missing.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartPart[] {
  const dashBoundary = Buffer.from(`--${boundary}`);
  // A delimiter that does not open the body follows a line break.
  const delimiter = Buffer.from(`\n--${boundary}`);
  let cursor: number;
  if (body.subarray(0, dashBoundary.length).equals(dashBoundary)) cursor = dashBoundary.length;
  else {
    const first = body.indexOf(delimiter);
    if (first === -1) throw new MultipartError('the body does not contain the boundary');
    cursor = first + delimiter.length;
  }
  const parts: MultipartPart[] = [];
  for (;;) {
    if (body[cursor] === DASH && body[cursor + 1] === DASH) return parts;
    // Transport padding, then the line break that ends the delimiter line.
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (body[cursor] === CR) cursor++;
    if (body[cursor] !== LF) throw new MultipartError('a boundary line is not followed by a line break');
    cursor++;
    // From the line break just read: a delimiter right after it ends an empty part.
    const next = body.indexOf(delimiter, cursor - 1);
    if (next === -1) throw new MultipartError('the closing boundary is missing');
    const end = next > cursor && body[next - 1] === CR ? next - 1 : next;
    parts.push(parsePart(body.subarray(cursor, Math.max(cursor, end))));
    cursor = next + delimiter.length;
  }
}

function parsePart(part: Buffer): MultipartPart {
  const [headerEnd, separatorLength] = headersEnd(part);
  const headers = new Map<string, string>();
  const lines = part.subarray(0, headerEnd).toString('utf8').split(/\r?\n/);
  for (const line of lines) {
    if (line === '') continue;
    const colon = line.indexOf(':');
    if (colon <= 0) throw new MultipartError('a part header has no name');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: part.subarray(headerEnd + separatorLength) };
}

// Where a part's headers end and how long the blank line after them is; a part may have no headers.
function headersEnd(part: Buffer): [index: number, separatorLength: number] {
  if (part[0] === LF) return [0, 1];
  if (part[0] === CR && part[1] === LF) return [0, 2];
  const crlf = part.indexOf('\r\n\r\n');
  const lf = part.indexOf('\n\n');
  if (crlf !== -1 && (lf === -1 || crlf < lf)) return [crlf, 4];
  if (lf !== -1) return [lf, 2];
  throw new MultipartError('a part has no blank line after its headers');
}
