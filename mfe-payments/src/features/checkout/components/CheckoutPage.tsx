import { buildPath, useFormat, type BookingDetail } from '@frontdesk/shared';
import { Button, Flex, Typography, type InputRef } from '@frontdesk/shared/antd';
import { Card, Col, Row } from '@frontdesk/shared/antd-pages';
import { FailedState, LoadingState } from '@frontdesk/shared/ui';
import { ContactPicker, ErrorAlert, PageTitle } from '@frontdesk/shared/ui-pages';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCheckout } from '../hooks/useCheckout';
import { useLastSale } from '../hooks/useLastSale';
import { LastSaleNotice } from './LastSaleNotice';
import { BillNotes } from './BillNotes';
import { BillTitle } from './BillTitle';
import { BookingBilled } from './BookingBilled';
import { CartTable } from './CartTable';
import { ItemSearch } from '../../../common/components/ItemSearch';
import { SaleComplete } from './SaleComplete';
import { TenderPanel } from '../../../common/components/TenderPanel';
import { TotalsCard } from './TotalsCard';
import { stockRefusal, type CartItem } from '../../../common/utils/cart';

/** A link inside a sentence is underlined: its colour alone does not set it apart (WCAG 1.4.1). */
const inTextLink = { textDecoration: 'underline' } as const;

/**
 * /app/checkout (and /app/checkout/{invoice}, /app/generate-bill/{booking}: spec §2): a cart of
 * catalogue items for a contact or a walk-in, discounts, tax, a tip, split tenders, one call to
 * complete it. Built for the keyboard: search and Enter adds, the tender's fields submit on Enter.
 * Given a booking (GenerateBillPage), it is that booking's bill: the cart starts with its contact,
 * its services and the contact's deposits, and a booking billed already shows its invoice instead.
 */
export function CheckoutPage({ booking }: { booking?: BookingDetail }) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const checkout = useCheckout(booking);
  const lastSale = useLastSale();
  const { cart, dispatch, totals, complete, register, bill } = checkout;
  const search = useRef<InputRef>(null);
  const { currency } = checkout;
  const apiErrors = complete.fieldErrors ?? checkout.billLater.fieldErrors;
  const errors = checkout.draftErrors || apiErrors ? { ...apiErrors, ...checkout.draftErrors } : null;
  // an item the cart cannot take (out of stock, all its stock in the cart): said under the search, not added
  const [itemRefusal, setItemRefusal] = useState<string | null>(null);
  const addItem = (item: CartItem, variantId: string | null) => {
    const refused = stockRefusal(cart, item);
    if (refused?.reason === 'outOfStock') return setItemRefusal(t('checkout.items.refusedOutOfStock', { item: item.name }));
    if (refused?.reason === 'noMore') return setItemRefusal(t('checkout.items.refusedNoMore', { item: item.name, count: refused.count }));
    setItemRefusal(null);
    dispatch({ type: 'add', item, variantId });
  };
  // a customer picked: the cashier goes on to the items
  const toItems = useCallback(() => search.current?.focus(), []);
  const title = booking ? <BillTitle detail={booking} /> : <PageTitle routeId="checkout" />;
  const page = (content: ReactNode) => (
    <Flex vertical gap="middle">
      {title}
      {content}
    </Flex>
  );

  // the sale sent before the page reloaded: nothing to ring up until the cashier knows what became of it
  if (lastSale.attempt && lastSale.outcome.isPending) return page(<LoadingState label={t('checkout.lastSale.checking')} />);
  // it was completed: its end, as if its answer had come
  const recovered = lastSale.outcome.data?.state === 'completed' ? lastSale.outcome.data.sale : null;
  if (recovered && !complete.data) {
    return page(
      <>
        <Typography.Text role="status">
          {t('checkout.lastSale.completed', { time: format.moment(new Date(lastSale.attempt!.sentAt).toISOString(), { withTime: true }) })}
        </Typography.Text>
        <SaleComplete
          sale={recovered}
          onNewSale={() => {
            lastSale.forget();
            setTimeout(() => search.current?.focus());
          }}
        />
      </>,
    );
  }
  if (complete.data) {
    return page(
      <SaleComplete
        sale={complete.data}
        bookingId={booking?.booking.id}
        onNewSale={() => {
          checkout.newSale();
          setTimeout(() => search.current?.focus());
        }}
      />,
    );
  }
  // billed before (or on another desk meanwhile); this page's own sale shows its end instead
  if (booking?.booking.invoiceId && !checkout.sending) return page(<BookingBilled invoiceId={booking.booking.invoiceId} />);
  if (bill.filling) {
    return page(
      bill.items.isError ? (
        <FailedState title={t('checkout.bill.failed')} error={bill.items.error} onRetry={() => void bill.items.refetch()} />
      ) : (
        <LoadingState label={t('checkout.bill.loading')} />
      ),
    );
  }

  const submit = () => {
    if (checkout.ready) checkout.send({ onError: bill.onRefused });
  };

  return page(
    <>
      <LastSaleNotice lastSale={lastSale} />
      {booking && (
        <BillNotes
          contact={{ id: booking.booking.contactId, name: booking.booking.contactName }}
          cartContactId={cart.contact?.id ?? null}
          skipped={bill.skipped}
          refusal={errors?.bookingId}
        />
      )}
      {register ? (
        <Typography.Text type="secondary">
          {register.state === 'open' ? t('checkout.register.open', { name: register.name }) : t('checkout.register.closed', { name: register.name })}{' '}
          {register.state !== 'open' && (
            <Link to={buildPath('registerSelect')} style={inTextLink}>
              {t('checkout.register.openIt')}
            </Link>
          )}
        </Typography.Text>
      ) : (
        !checkout.registersLoading && (
          <Typography.Text type="secondary">
            {t('checkout.register.none')}{' '}
            <Link to={buildPath('registerSelect')} style={inTextLink}>
              {t('checkout.register.choose')}
            </Link>
          </Typography.Text>
        )
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap="middle">
            <Card size="small" title={t('checkout.contact.title')}>
              <ContactPicker
                contact={cart.contact}
                placeholder={t('checkout.contact.placeholder')}
                removeLabel={(name) => t('checkout.contact.remove', { name })}
                onChange={(contact) => dispatch({ type: 'contact', contact })}
                onPicked={toItems}
              />
            </Card>
            <Card size="small" title={t('checkout.items.title')}>
              <Flex vertical gap="middle">
                <ItemSearch ref={search} onAdd={addItem} refusal={itemRefusal} onType={() => setItemRefusal(null)} />
                <CartTable
                  lines={cart.lines}
                  priced={totals.lines}
                  currency={currency}
                  errors={errors}
                  tooLarge={checkout.tooLarge.lines}
                  onQuantity={(key, quantity) => dispatch({ type: 'quantity', key, quantity })}
                  onDiscount={(key, discount) => dispatch({ type: 'discount', key, discount })}
                  onRemove={(key) => dispatch({ type: 'remove', key })}
                />
              </Flex>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          <Flex vertical gap="middle">
            <Card size="small" title={t('checkout.totals.title')}>
              <TotalsCard
                totals={totals}
                currency={currency}
                tip={cart.tip}
                orderDiscount={cart.orderDiscount}
                tooLarge={checkout.tooLarge.sale}
                onTip={(tip) => dispatch({ type: 'tip', tip })}
                onOrderDiscount={(discount) => dispatch({ type: 'orderDiscount', discount })}
              />
            </Card>
            <Card size="small" title={t('common.tenderPanel.title')}>
              {checkout.heldDepositsMinor > 0 && (
                <Flex justify="space-between" align="center" gap="small" wrap style={{ marginBlockEnd: 12 }}>
                  <Typography.Text>
                    {cart.depositsMinor > 0
                      ? t('checkout.deposits.applied', { amount: format.money(cart.depositsMinor, currency) })
                      : t('checkout.deposits.held', { amount: format.money(checkout.heldDepositsMinor, currency) })}
                  </Typography.Text>
                  <Button onClick={checkout.toggleDeposits} disabled={cart.depositsMinor === 0 && totals.totalMinor === 0}>
                    {cart.depositsMinor > 0 ? t('checkout.deposits.remove') : t('checkout.deposits.apply')}
                  </Button>
                </Flex>
              )}
              <TenderPanel
                tenders={cart.tenders}
                remainingMinor={checkout.remaining}
                currency={currency}
                cashAllowed={checkout.cashAllowed}
                errors={errors}
                onAdd={checkout.addTender}
                onChange={(key, change) => dispatch({ type: 'tender', key, change })}
                onRemove={(key) => dispatch({ type: 'removeTender', key })}
                onSubmit={submit}
                overMinor={checkout.overMinor}
                onOverAsChange={checkout.overAsChange}
              />
            </Card>
            {complete.isError && <ErrorAlert error={complete.error} />}
            <Button type="primary" size="large" block disabled={!checkout.ready} loading={complete.busy} onClick={submit}>
              {t('checkout.complete', { total: format.money(totals.totalMinor, currency) })}
            </Button>
            <Button
              block
              disabled={!checkout.billable || complete.busy}
              loading={checkout.billLater.busy}
              onClick={() => checkout.billLater.mutate(undefined, { onError: bill.onRefused })}
            >
              {t('checkout.billLater')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </>,
  );
}
