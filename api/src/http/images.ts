import { Type } from '@sinclair/typebox';
import type { FieldError } from './errors';
import { fieldError } from './problem';

// An image a request carries (a business's logo, a chat message's picture) comes as a data: URL in
// its JSON: the schema checks its shape and length, imageOf its bytes. It is what its first bytes
// say, whatever the URL claims, or it is refused; it is stored in the database, never under the web
// root, and served with its own type and no sniffing (responses.ts).

/** the images the API takes */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The first bytes each image kind starts with. */
const SIGNATURES: Record<ImageType, readonly number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
  // RIFF....WEBP: the size between is any
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

/** A data: URL of a PNG, JPEG or WebP image of at most `maxBytes` (its base64 length; imageOf checks the bytes). */
export const ImageDataUrl = (maxBytes: number, description?: string) =>
  Type.String({
    pattern: '^data:image/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$',
    maxLength: 'data:image/jpeg;base64,'.length + Math.ceil(maxBytes / 3) * 4,
    ...(description ? { description } : {}),
  });

export type Image = { contentType: ImageType; bytes: Buffer };

/** A data: URL (ImageDataUrl checked) as its image; or the field's error when its bytes are not the image it says, or too many. */
export function imageOf(dataUrl: string, maxBytes: number): Image | { error: FieldError } {
  const [head = '', data = ''] = dataUrl.split(',', 2);
  const contentType = head.slice('data:'.length, head.indexOf(';')) as ImageType;
  const bytes = Buffer.from(data, 'base64');
  const signature = SIGNATURES[contentType] ?? [0x100];
  const webp = contentType !== 'image/webp' || bytes.subarray(8, 12).toString('latin1') === 'WEBP';
  if (!signature.every((byte, i) => bytes[i] === byte) || !webp) return { error: fieldError('invalid_value', 'Not a PNG, JPEG or WebP image') };
  if (bytes.length > maxBytes) return { error: fieldError('too_large', `An image is at most ${maxBytes} bytes`, { limit: maxBytes }) };
  return { contentType, bytes };
}
