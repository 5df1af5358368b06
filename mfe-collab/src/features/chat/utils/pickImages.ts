import { imageToSend } from '@frontdesk/shared';

// The images a person attaches to a message, made to fit the API's limits in the browser (the kit's
// imageToSend: drawn at most IMAGE_PIXELS a side, re-encoded, which also drops a photo's location
// data). A file that is not an image, or too large to open, is refused here with its name; the API
// checks the bytes again (api/src/modules/chat).

/** the API's limit of an image's bytes (api chat/schemas.ts CHAT_IMAGE_BYTES_MAX) */
export const IMAGE_BYTES_MAX = 512 * 1024;
/** the API's limit of images per message (CHAT_IMAGES_MAX) */
export const IMAGES_MAX = 4;
/** an image's longest side once drawn: sharp in the thread, small to send */
const IMAGE_PIXELS = 1600;
/** the largest file the browser opens to draw (a bigger one is refused before it is read) */
export const FILE_BYTES_MAX = 20 * 1024 * 1024;

export type PickedImage = { name: string; dataUrl: string };
export type Refusal = { kind: 'type' | 'size'; name: string } | { kind: 'count' };

/** The files as images to send after the `already` picked ones; the first refusal stops the rest. */
export async function pickImages(files: File[], already: number): Promise<{ images: PickedImage[]; refusal?: Refusal }> {
  const images: PickedImage[] = [];
  for (const file of files) {
    if (already + images.length >= IMAGES_MAX) return { images, refusal: { kind: 'count' } };
    if (!file.type.startsWith('image/')) return { images, refusal: { kind: 'type', name: file.name } };
    if (file.size > FILE_BYTES_MAX) return { images, refusal: { kind: 'size', name: file.name } };
    const dataUrl = await imageToSend(file, { pixels: IMAGE_PIXELS, bytes: IMAGE_BYTES_MAX });
    if (!dataUrl) return { images, refusal: { kind: 'type', name: file.name } };
    images.push({ name: file.name, dataUrl });
  }
  return { images };
}
