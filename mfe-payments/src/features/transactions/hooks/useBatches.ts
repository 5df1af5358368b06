import { addDays, useApiMutation, useBusinessRange, useQuery, type DayRange } from '@frontdesk/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchesQuery, closeFinishedDays } from '../api';

/** The batches of a range (the last 30 days to start), a page at a time, and the admin's "close finished days". */
export function useBatches() {
  const { t } = useTranslation('payments');
  // the last 30 days to the business's today
  const { range, setRange: setRangeState } = useBusinessRange((today) => ({ from: addDays(today, -29), to: today }));
  const [page, setPage] = useState(1);
  const batches = useQuery(batchesQuery(range, page));
  const close = useApiMutation({
    mutationFn: () => closeFinishedDays(),
    invalidates: [['transactions', 'batches']],
    successMessage: (closed) =>
      closed.items.length ? t('transactions.batches.closed', { count: closed.items.length }) : t('transactions.batches.nothingToClose'),
  });
  const setRange = (next: DayRange) => {
    setRangeState(next);
    setPage(1);
  };
  return { range, setRange, batches, setPage, close };
}
