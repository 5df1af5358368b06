import { forgetAttempt, rememberedAttempt, useQuery } from '@frontdesk/shared';
import { useState } from 'react';
import { SALE_ATTEMPT, saleAttemptQuery } from '../api';

/**
 * The sale this tab sent whose answer never came (the page reloaded while "Complete sale" was on
 * its way): when it was sent and what became of it, asked of the server by its Idempotency-Key
 * until it is settled; `forget` once the cashier has read it.
 */
export function useLastSale() {
  const [attempt, setAttempt] = useState(() => rememberedAttempt(SALE_ATTEMPT));
  const outcome = useQuery({ ...saleAttemptQuery(attempt?.key ?? ''), enabled: attempt !== null });
  return {
    attempt,
    outcome,
    forget: () => {
      forgetAttempt(SALE_ATTEMPT);
      setAttempt(null);
    },
  };
}
