import { useTranslation } from 'react-i18next';
import type { DepositOutcome } from '../types/api';

// The business's deposit policy as a customer reads it (issue 34 §4): on the booking page before
// they pay, on the pay page, and when they cancel; and as the desk sees what its customers read.

/** A deposit's policy: what it becomes when its booking is cancelled at least `cutoffHours` before; `amount` as the page writes money. */
export type DepositPolicyFacts = { outcome: DepositOutcome; cutoffHours: number; amount: string };

/** The sentence that states a deposit's policy, in the reader's language. */
export function useDepositPolicyText(): (facts: DepositPolicyFacts) => string {
  const { t } = useTranslation('common');
  return ({ outcome, cutoffHours, amount }) => {
    if (outcome === 'forfeit') return t('depositPolicy.forfeit', { amount });
    if (cutoffHours === 0) return t(outcome === 'refund' ? 'depositPolicy.refundAnyTime' : 'depositPolicy.creditAnyTime', { amount });
    return t(outcome === 'refund' ? 'depositPolicy.refund' : 'depositPolicy.credit', { count: cutoffHours, amount });
  };
}
