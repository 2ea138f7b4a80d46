import { UPLOAD_IMAGE_TYPES } from '@storefront/api-contract';

/** A content type uploads may have: the storefront's image types (PNG, JPEG, GIF, WebP). */
export type ImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

const startsWith = (bytes: Buffer, signature: string, at = 0) =>
  bytes.subarray(at, at + signature.length).equals(Buffer.from(signature, 'latin1'));

/** The image type the bytes' signature (magic number) shows, or undefined for anything else. */
export function sniffImageType(bytes: Buffer): ImageType | undefined {
  if (startsWith(bytes, '\x89PNG\r\n\x1a\n')) return 'image/png';
  if (startsWith(bytes, '\xff\xd8\xff')) return 'image/jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return undefined;
}
