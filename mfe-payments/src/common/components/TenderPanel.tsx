import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { Card, CloseOutlined, DollarOutlined } from '@frontdesk/shared/antd-pages';
import { CreditCardOutlined, FileTextOutlined } from '@frontdesk/shared/icons';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { TenderFields } from './TenderFields';
import type { TenderKind } from '../utils/tender';
import type { TenderDraft } from '../utils/cart';

type Props = {
  tenders: TenderDraft[];
  remainingMinor: number;
  currency: string;
  /** cash needs an open register */
  cashAllowed: boolean;
  /** the API's refusals per tender field (`tenders.0.card.number`), translated */
  errors: Record<string, string> | null;
  onAdd: (kind: TenderKind) => void;
  onChange: (key: string, change: Partial<Omit<TenderDraft, 'key' | 'kind'>>) => void;
  onRemove: (key: string) => void;
  onSubmit: () => void;
  /** what the tenders pay beyond the total: said, never a silently disabled button */
  overMinor?: number;
  /** hands what is paid beyond the total back as change, when a cash tender pays that much */
  onOverAsChange?: (() => void) | null;
};

/** How the customer pays: one or more tenders (split), each for an amount, cash with its change. */
export function TenderPanel({
  tenders,
  remainingMinor,
  currency,
  cashAllowed,
  errors,
  onAdd,
  onChange,
  onRemove,
  onSubmit,
  overMinor = 0,
  onOverAsChange,
}: Props) {
  const { t } = useTranslation(['payments', 'common']);
  const format = useFormat();
  const money = (minor: number) => format.money(minor, currency);
  const errorOf = (index: number, ...fields: string[]) => fields.map((field) => errors?.[`tenders.${index}${field ? `.${field}` : ''}`]).find(Boolean);
  const submitOnEnter = () => onSubmit();
  return (
    <Flex vertical gap="small">
      {tenders.map((tender, index) => {
        const title = t(`common:tender.${tender.kind}`);
        const rowError = errorOf(index, '');
        // the tender's refusals under it, each once; a refused field is described by its text
        const texts = [
          rowError,
          ...['tenderedMinor', 'card.number', 'card.expYear', 'card.expMonth', 'card.cvc', 'checkNumber', 'amountMinor'].map((field) => errorOf(index, field)),
        ].filter((text, i, all): text is string => Boolean(text) && all.indexOf(text) === i);
        const textId = (text: string) => `tender-${tender.key}-refusal-${texts.indexOf(text)}`;
        return (
          <Card
            key={tender.key}
            size="small"
            title={title}
            extra={
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={t('common.tenderPanel.remove', { tender: title })}
                onClick={() => onRemove(tender.key)}
              />
            }
          >
            <Flex vertical gap="small">
              <label>
                <Typography.Text>{t('common.tenderPanel.amount')}</Typography.Text>
                <MoneyInput
                  aria-label={t('common.tenderPanel.amountOf', { tender: title })}
                  currency={currency}
                  value={tender.amountMinor}
                  onChange={(amountMinor) => onChange(tender.key, { amountMinor })}
                  onPressEnter={submitOnEnter}
                />
              </label>
              <TenderFields
                tender={tender}
                currency={currency}
                refused={(...fields) => {
                  const text = errorOf(index, ...fields);
                  return text ? textId(text) : undefined;
                }}
                onChange={(change) => onChange(tender.key, change)}
                onSubmit={submitOnEnter}
              />
              {texts.map((text) => (
                <Typography.Text key={text} id={textId(text)} type="danger" role="alert">
                  {text}
                </Typography.Text>
              ))}
            </Flex>
          </Card>
        );
      })}
      {/* the payments together: refused (they must add up to the total), past the total, or what is left */}
      {errors?.tenders && (
        <Typography.Text type="danger" role="alert">
          {errors.tenders}
        </Typography.Text>
      )}
      {overMinor > 0 ? (
        <Flex vertical gap="small" align="start">
          <Typography.Text type="danger" role="alert">
            {t('common.tenderPanel.over', { amount: money(overMinor) })}
          </Typography.Text>
          {onOverAsChange && <Button onClick={onOverAsChange}>{t('common.tenderPanel.overAsChange', { amount: money(overMinor) })}</Button>}
        </Flex>
      ) : (
        <Typography.Text>{t('common.tenderPanel.remaining', { amount: money(remainingMinor) })}</Typography.Text>
      )}
      <Flex gap="small" wrap>
        <Button icon={<DollarOutlined aria-hidden />} disabled={!cashAllowed} onClick={() => onAdd('cash')}>
          {t('common.tenderPanel.addCash')}
        </Button>
        <Button icon={<CreditCardOutlined aria-hidden />} onClick={() => onAdd('card')}>
          {t('common.tenderPanel.addCard')}
        </Button>
        <Button icon={<FileTextOutlined aria-hidden />} onClick={() => onAdd('check')}>
          {t('common.tenderPanel.addCheck')}
        </Button>
      </Flex>
      {!cashAllowed && <Typography.Text type="secondary">{t('common.tenderPanel.cashNeedsRegister')}</Typography.Text>}
    </Flex>
  );
}
