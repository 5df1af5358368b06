// An image a person picks to send to the API (a booking page's logo, a photo in a chat), made to
// fit in the browser: whatever image they choose (a phone photo of 4 MB, an SVG) is drawn at most
// `pixels` on its longest side and sent as a PNG, or WebP / JPEG when the PNG would pass the API's
// limit of its bytes (the API checks the bytes again: api/src/http/images.ts).

/** the limit of an image's bytes as a data: URL's length (base64 is a third longer) */
export const dataUrlMax = (bytes: number) => 'data:image/jpeg;base64,'.length + Math.ceil(bytes / 3) * 4;

/** The size `width` × `height` is drawn at: the same shape, its longest side at most `pixels`. */
export function fitted(width: number, height: number, pixels: number): { width: number; height: number } {
  const scale = Math.min(1, pixels / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first of the encodings whose data: URL is at most `maxLength` long (a browser that cannot write one gives a PNG instead, checked the same way). */
export function smallestFitting(encode: (type: string, quality?: number) => string, maxLength: number): string | null {
  const tries: [string, number?][] = [['image/png'], ['image/webp', 0.9], ['image/jpeg', 0.85], ['image/jpeg', 0.6]];
  for (const [type, quality] of tries) {
    const url = encode(type, quality);
    if (url.length <= maxLength && /^data:image\/(png|jpeg|webp);base64,/.test(url)) return url;
  }
  return null;
}

/** The file as an image to send (a data: URL), or null when the browser cannot read it as an image (or it stays larger than `bytes`). */
export async function imageToSend(file: Blob, { pixels, bytes }: { pixels: number; bytes: number }): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const size = fitted(bitmap.width, bitmap.height, pixels);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return smallestFitting((type, quality) => canvas.toDataURL(type, quality), dataUrlMax(bytes));
}
