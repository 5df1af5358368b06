import { newTender, type TenderDraft } from '../../../common/utils/tender';

/** A deposit's tender until the cashier picks one: cash where the desk's register is open, else card. */
export const firstTender = (cashAllowed: boolean): TenderDraft => newTender(cashAllowed ? 'cash' : 'card', null);

/** The tender as it pays the deposit's amount: cash handed over is the amount until the cashier types more. */
export const payingTender = (tender: TenderDraft, amountMinor: number | null): TenderDraft => ({
  ...tender,
  amountMinor,
  tenderedMinor: tender.kind === 'cash' ? (tender.tenderedMinor ?? amountMinor) : null,
});
