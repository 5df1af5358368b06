import { usePublicToken } from '@frontdesk/shared/public';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositDue } from '../types';

/**
 * The details are in and the service asks a deposit: the page leaves for the deposit's pay page (a
 * full navigation: /pay is the payments site). Rendered in the details step's place, so the step's
 * "let the hold go on pagehide" is gone before the page leaves: the time stays held for the payment.
 * This page's entry in the history becomes the booking's own page, so Back from the pay page shows
 * the held time and its link to pay, not the day's times without it.
 */
export function GoingToPay({ booking }: { booking: DepositDue }) {
  const { t } = useTranslation('bookings');
  const token = usePublicToken();
  const { manageUrl, payUrl } = booking;
  // framed by a business's own site, the card is paid in a tab of its own (the pay page is framed by no other site)
  const framed = window.top !== window.self;
  useEffect(() => {
    window.history.replaceState(window.history.state, '', manageUrl);
    if (framed) return undefined;
    window.location.assign(payUrl);
    // restored from the back/forward cache, this page would still say "Taking you to pay": load its new address
    const restored = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', restored);
    return () => window.removeEventListener('pageshow', restored);
  }, [framed, manageUrl, payUrl]);
  if (framed) {
    return (
      <>
        <p role="status" style={{ marginBlock: `0 ${token.marginSM}px` }}>
          {t('book.pay.inTab')}
        </p>
        <a href={payUrl} target="_blank" rel="noopener">
          {t('book.pay.link')}
        </a>
      </>
    );
  }
  return (
    <>
      <p role="status" style={{ marginBlock: `0 ${token.marginSM}px` }}>
        {t('book.pay.going')}
      </p>
      {/* should the browser not go (a blocked navigation), the visitor can */}
      <a href={payUrl}>{t('book.pay.link')}</a>
    </>
  );
}
