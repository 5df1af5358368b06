import { parsePercent, type BookableService, type BookableServicePatch, type DepositKind } from '@frontdesk/shared';

// A bookable service's booking rules as its form edits them, and as PATCH /api/bookable-services takes them.

export const DURATION_LIMITS = { min: 5, max: 1440 } as const;
/** the API's MAX_BUFFER_MINUTES */
export const MAX_BUFFER = 240;
/** the API's limit on a deposit's value (minor units or basis points) */
export const MAX_DEPOSIT_MINOR = 100_000_000;
/** 100 % in basis points */
export const WHOLE_PRICE_BP = 10_000;
export const DEPOSIT_KINDS: DepositKind[] = ['none', 'fixed', 'percent'];
/** the asset type choice that is none (asset types' ids are uuids) */
export const NO_ASSET_TYPE = 'none';

export type ServiceFormValues = {
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  bookableOnline: boolean;
  assetTypeId: string;
  depositKind: DepositKind;
  /** a fixed deposit, minor units */
  depositAmount: number | null;
  /** a percent deposit as typed ("25", "12.5") */
  depositPercent: string;
  staffIds: string[];
};

export type ServiceField = keyof ServiceFormValues;

/** `basisPoints` writes a rate's percent in the reader's language (1250 → "12.5"). */
export function toServiceValues(service: BookableService, basisPoints: (bp: number) => string): ServiceFormValues {
  return {
    durationMinutes: service.durationMinutes,
    bufferBeforeMinutes: service.bufferBeforeMinutes,
    bufferAfterMinutes: service.bufferAfterMinutes,
    bookableOnline: service.bookableOnline,
    assetTypeId: service.assetTypeId ?? NO_ASSET_TYPE,
    depositKind: service.deposit.kind,
    depositAmount: service.deposit.kind === 'fixed' ? service.deposit.value : null,
    depositPercent: service.deposit.kind === 'percent' ? basisPoints(service.deposit.value) : '',
    staffIds: service.staffIds,
  };
}

/** A deposit's value as the API takes it: minor units, basis points, or 0 for none. */
function depositValue(values: ServiceFormValues): number {
  if (values.depositKind === 'fixed') return values.depositAmount ?? 0;
  if (values.depositKind === 'percent') return parsePercent(values.depositPercent) ?? 0;
  return 0;
}

/** Every rule of the form (performers replaced whole). */
export function toServicePatch(values: ServiceFormValues): BookableServicePatch {
  return {
    durationMinutes: values.durationMinutes,
    bufferBeforeMinutes: values.bufferBeforeMinutes,
    bufferAfterMinutes: values.bufferAfterMinutes,
    bookableOnline: values.bookableOnline,
    assetTypeId: values.assetTypeId === NO_ASSET_TYPE ? null : values.assetTypeId,
    deposit: { kind: values.depositKind, value: depositValue(values) },
    staffIds: values.staffIds,
  };
}

/** The form field an API field names (a deposit's value is the amount or the percent, as it was sent). */
export function serviceFieldOf(field: string, sentKind: DepositKind | undefined): ServiceField | null {
  if (['durationMinutes', 'bufferBeforeMinutes', 'bufferAfterMinutes', 'bookableOnline', 'assetTypeId'].includes(field)) return field as ServiceField;
  if (field === 'staffIds' || field.startsWith('staffIds.')) return 'staffIds';
  if (field === 'deposit.kind') return 'depositKind';
  if (field === 'deposit' || field === 'deposit.value')
    return sentKind === 'percent' ? 'depositPercent' : sentKind === 'fixed' ? 'depositAmount' : 'depositKind';
  return null;
}
