import { parsePercent } from '@frontdesk/shared';
import { Flex, Input } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { DEPOSIT_KINDS, MAX_DEPOSIT_MINOR, WHOLE_PRICE_BP, type ServiceFormValues } from '../utils/serviceValues';

/** A service's deposit policy: none, a fixed amount (the kit's money field), or a percent of its price (0.01–100). */
export function DepositField({ currency }: { currency: string }) {
  const { t } = useTranslation('bookings');
  const form = Form.useFormInstance<ServiceFormValues>();
  const kind = Form.useWatch('depositKind', form);
  return (
    <Flex gap="middle" wrap align="flex-start">
      <Form.Item label={t('team.serviceForm.deposit')} name="depositKind">
        <Radio.Group optionType="button" options={DEPOSIT_KINDS.map((value) => ({ value, label: t(`team.serviceForm.depositKinds.${value}`) }))} />
      </Form.Item>
      {kind === 'fixed' && (
        <Form.Item
          label={t('team.serviceForm.depositAmount')}
          name="depositAmount"
          rules={[
            {
              validator: (_, minor?: number | null) =>
                minor && minor > 0 && minor <= MAX_DEPOSIT_MINOR ? Promise.resolve() : Promise.reject(new Error(t('team.serviceForm.depositAmountInvalid'))),
            },
          ]}
        >
          <MoneyInput currency={currency} style={{ inlineSize: 160 }} />
        </Form.Item>
      )}
      {kind === 'percent' && (
        <Form.Item
          label={t('team.serviceForm.depositPercent')}
          name="depositPercent"
          rules={[
            {
              validator: (_, text?: string) => {
                const bp = parsePercent(text ?? '');
                return bp !== null && bp > 0 && bp <= WHOLE_PRICE_BP
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('team.serviceForm.depositPercentInvalid')));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" suffix={<span aria-hidden>%</span>} style={{ inlineSize: 120 }} />
        </Form.Item>
      )}
    </Flex>
  );
}
