import { useBusinessDay, useFormat, type Register } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Descriptions, Tag } from '@frontdesk/shared/antd-more';
import { CheckOutlined, EditOutlined } from '@frontdesk/shared/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type RegisterAction = 'open' | 'cash_in' | 'cash_out' | 'close' | 'rename';

type Props = {
  register: Register;
  currency: string;
  selected: boolean;
  /** admins see the expected cash and may rename */
  admin: boolean;
  onSelect: () => void;
  onAction: (action: RegisterAction) => void;
};

/** One register: its state (who opened it, since when, the float; the expected cash for admins) and what can be done with it. */
export function RegisterCard({ register, currency, selected, admin, onSelect, onAction }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const business = useBusinessDay();
  const headingId = useId();
  const { token } = theme.useToken();
  const { session } = register;

  const details = session
    ? [
        { key: 'by', label: t('registers.card.openedBy'), children: session.openedBy },
        { key: 'since', label: t('registers.card.since'), children: business.moment(session.openedAt, { withTime: false }) },
        { key: 'float', label: t('registers.card.float'), children: format.money(session.openingFloatMinor, currency) },
        // the count at closing is blind: staff are not told what the drawer should hold, nor that there is a figure
        ...(admin && session.expectedCashMinor !== null
          ? [{ key: 'expected', label: t('registers.card.expected'), children: format.money(session.expectedCashMinor, currency) }]
          : []),
      ]
    : [
        {
          key: 'closed',
          label: t('registers.card.lastClosed'),
          children: register.lastClosedAt ? business.moment(register.lastClosedAt, { withTime: false }) : t('registers.card.neverOpened'),
        },
      ];

  return (
    <article aria-labelledby={headingId} aria-current={selected ? 'true' : undefined} style={{ blockSize: '100%' }}>
      <Card
        style={{ blockSize: '100%', ...(selected ? { borderColor: token.colorPrimary, borderWidth: 2 } : {}) }}
        title={
          <Typography.Title level={2} id={headingId} style={{ margin: 0, fontSize: 18 }}>
            {register.name}
          </Typography.Title>
        }
        extra={<Tag>{t(`registers.state.${register.state}`)}</Tag>}
      >
        <Flex vertical gap="middle">
          <Descriptions size="small" column={1} items={details} />
          <Flex gap="small" wrap>
            {selected ? (
              <Tag icon={<CheckOutlined aria-hidden />} color="blue" style={{ alignSelf: 'center' }}>
                {t('registers.select.selected')}
              </Tag>
            ) : (
              <Button onClick={onSelect}>{t('registers.select.choose')}</Button>
            )}
            {session ? (
              <>
                <Button onClick={() => onAction('cash_in')}>{t('registers.actions.cashIn')}</Button>
                <Button onClick={() => onAction('cash_out')}>{t('registers.actions.cashOut')}</Button>
                <Button type="primary" danger onClick={() => onAction('close')}>
                  {t('registers.actions.close')}
                </Button>
              </>
            ) : (
              <Button type="primary" onClick={() => onAction('open')}>
                {t('registers.actions.open')}
              </Button>
            )}
            {admin ? (
              <Button type="text" icon={<EditOutlined aria-hidden />} onClick={() => onAction('rename')}>
                {t('registers.actions.rename')}
              </Button>
            ) : null}
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
