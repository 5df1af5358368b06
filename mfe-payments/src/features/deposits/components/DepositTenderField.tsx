import { Flex, Typography } from '@frontdesk/shared/antd';
import { Segmented } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { TenderFields } from '../../../common/components/TenderFields';
import { useDeskRegister } from '../../../common/hooks/useDeskRegister';
import { newTender, type TenderDraft, type TenderKind } from '../../../common/utils/tender';
import { firstTender, payingTender } from '../utils/depositTender';

const KINDS: TenderKind[] = ['cash', 'card', 'check'];

type Props = {
  id?: string;
  /** the tender picked, or null until the cashier picks one */
  value?: TenderDraft | null;
  onChange?: (tender: TenderDraft) => void;
};

/**
 * A deposit's one tender, as a control of the take-a-deposit form: cash (on the desk's open
 * register, with the change due on the form's amount), a card, or a check.
 */
export function DepositTenderField({ id, value = null, onChange }: Props) {
  const { t } = useTranslation(['payments', 'common']);
  const desk = useDeskRegister();
  const amountMinor = Form.useWatch<number | null | undefined>('amountMinor') ?? null;
  const tender = value ?? firstTender(desk.cashAllowed);
  return (
    <Flex vertical gap="small">
      <Segmented<TenderKind>
        id={id}
        value={tender.kind}
        onChange={(kind) => onChange?.(newTender(kind, null))}
        options={KINDS.map((kind) => ({ value: kind, label: t(`common:tender.${kind}`), disabled: kind === 'cash' && !desk.cashAllowed }))}
      />
      {!desk.cashAllowed && <Typography.Text type="secondary">{t('deposits.form.cashNeedsRegister')}</Typography.Text>}
      <TenderFields tender={payingTender(tender, amountMinor)} currency={desk.currency} onChange={(change) => onChange?.({ ...tender, ...change })} />
    </Flex>
  );
}
