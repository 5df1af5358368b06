import type { CardInput, TenderInput } from '@frontdesk/shared';

// One tender as the desk types it (a checkout holds several, a deposit one), and the API's
// TenderInput it becomes.

export type TenderKind = 'cash' | 'card' | 'check';
export type CardDraft = { number: string; expiry: string; cvc: string };
export type TenderDraft = {
  kind: TenderKind;
  amountMinor: number | null;
  /** cash: what the customer hands over */
  tenderedMinor: number | null;
  card: CardDraft;
  checkNumber: string;
};

/** A new tender of `kind` for `amountMinor` (cash: handed over exactly, until the cashier types more). */
export const newTender = (kind: TenderKind, amountMinor: number | null): TenderDraft => ({
  kind,
  amountMinor,
  tenderedMinor: kind === 'cash' ? amountMinor : null,
  card: { number: '', expiry: '', cvc: '' },
  checkNumber: '',
});

/** Cash amounts a customer commonly hands over for `due`: exact, then the next round notes. */
export function quickCash(due: number): number[] {
  const rounds = [500, 1_000, 2_000, 5_000, 10_000].map((note) => Math.ceil(due / note) * note).filter((amount) => amount > due);
  return [...new Set([due, ...rounds])].slice(0, 4);
}

/** The change to hand back for a cash tender (nothing for others, or while amounts are missing). */
export const changeOf = (tender: TenderDraft) =>
  tender.kind === 'cash' && tender.tenderedMinor !== null && tender.amountMinor !== null ? Math.max(0, tender.tenderedMinor - tender.amountMinor) : 0;

/**
 * An expiry as cashiers type it → month and four-digit year; null when it is not one. "12/29",
 * "12 / 2029", "12-29", "1/29", and the digits alone: "1229", "122029", "129" (month 1).
 */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const trimmed = text.trim();
  const match = /^(\d{1,2})\s*[/\-.\s]\s*(\d{2}|20\d{2})$/.exec(trimmed) ?? /^(\d{1,2}?)(\d{2}|20\d{2})$/.exec(trimmed);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** A card whose typed expiry is not one: said at its field before the sale is sent. */
export const expiryUnreadable = (tender: TenderDraft) => tender.kind === 'card' && parseExpiry(tender.card.expiry) === null;

/** A typed card as the API's CardInput: spaces tidied, the expiry split (0/0 when it is not one: the page says so before sending). */
export function toCardInput(card: CardDraft): CardInput {
  const expiry = parseExpiry(card.expiry) ?? { expMonth: 0, expYear: 0 };
  return { number: card.number.replace(/\s+/g, ' ').trim(), ...expiry, cvc: card.cvc.trim() };
}

/** The API's TenderInput; amounts not entered go as 0 (the API names the field that is wrong). */
export function toTenderInput(tender: TenderDraft): TenderInput {
  const amountMinor = tender.amountMinor ?? 0;
  if (tender.kind === 'cash') return { tender: 'cash', amountMinor, tenderedMinor: tender.tenderedMinor ?? 0 };
  if (tender.kind === 'check') return { tender: 'check', amountMinor, checkNumber: tender.checkNumber.trim() };
  return { tender: 'card', amountMinor, card: toCardInput(tender.card) };
}
