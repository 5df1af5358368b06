import { imageToSend } from '@frontdesk/shared';

// A logo chosen for the booking page, made small in the browser (the kit's imageToSend) to fit the
// API's limit (LOGO_BYTES_MAX, api bookings/schemas.ts).

/** the logo's longest side, in pixels: twice the 48 px the page shows it at, for sharp screens */
export const LOGO_PIXELS = 256;

/** The file as the logo to send, or null when the browser cannot read it as an image (or it stays too large). */
export const logoOf = (file: File) => imageToSend(file, { pixels: LOGO_PIXELS, bytes: 102_400 });
