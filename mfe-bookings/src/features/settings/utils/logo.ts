// A logo chosen for the booking page, made small in the browser: whatever image the owner picks (a
// phone photo of 4 MB, an SVG) is drawn into a square of at most LOGO_PIXELS a side and sent as a
// PNG, or WebP / JPEG when the PNG would pass the API's limit (LOGO_BYTES_MAX, api bookings/schemas.ts).

/** the logo's longest side, in pixels: twice the 48 px the page shows it at, for sharp screens */
export const LOGO_PIXELS = 256;
/** the API's limit of a logo's bytes (bookings/schemas.ts LOGO_BYTES_MAX), as a data: URL's length */
const DATA_URL_MAX = 'data:image/jpeg;base64,'.length + Math.ceil(102_400 / 3) * 4;

/** The size `width` × `height` is drawn at: the same shape, its longest side at most LOGO_PIXELS. */
export function fitted(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LOGO_PIXELS / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The first of the encodings that fits (a browser that cannot write one gives a PNG instead, which is checked the same way). */
export function smallestFitting(encode: (type: string, quality?: number) => string): string | null {
  const tries: [string, number?][] = [['image/png'], ['image/webp', 0.9], ['image/jpeg', 0.85], ['image/jpeg', 0.6]];
  for (const [type, quality] of tries) {
    const url = encode(type, quality);
    if (url.length <= DATA_URL_MAX && /^data:image\/(png|jpeg|webp);base64,/.test(url)) return url;
  }
  return null;
}

/** The file as the logo to send, or null when the browser cannot read it as an image (or it stays too large). */
export async function logoOf(file: File): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return null;
  }
  const size = fitted(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  return smallestFitting((type, quality) => canvas.toDataURL(type, quality));
}
