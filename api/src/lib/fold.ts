/**
 * Text folded for searching: lower-cased, its letters without their accents ("Núñez" → "nunez"),
 * as the contacts' searched text is stored (migration 0029 folds the same Latin letters).
 */
export const fold = (text: string) => text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
