import { parsePercent, useApiMutation, useFormat, type TaxRate } from '@frontdesk/shared';
import { Button, Flex, Input } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, useFieldRefusals } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createTaxRate, updateTaxRate } from '../api';

type Values = { name: string; rate: string };

type Props = {
  /** the rate being changed; none for a new one */
  rate?: TaxRate;
  onDone?: () => void;
  onCancel?: () => void;
};

const MAX_NAME = 60;

/** A rate's name and percent (two decimals at most, 0 to 100): a new rate, or a change to one. */
export function TaxRateEditor({ rate, onDone, onCancel }: Props) {
  const { t } = useTranslation('payments');
  const format = useFormat();
  const [form] = Form.useForm<Values>();
  const save = useApiMutation({
    mutationFn: (values: { name: string; rateBp: number }) => (rate ? updateTaxRate(rate.id, values) : createTaxRate(values)),
    // items show their rate's percent: they change with it
    invalidates: [['tax-rates'], ['catalogue']],
    successMessage: (saved) => t(rate ? 'catalogue.rates.saved' : 'catalogue.rates.added', { name: saved.name }),
    failureToast: false,
    onSuccess: () => {
      if (!rate) form.resetFields();
      onDone?.();
    },
  });
  const failure = useFieldRefusals(form, save, (field) => (field === 'name' ? 'name' : field === 'rateBp' ? 'rate' : null));
  const initialValues: Values = rate ? { name: rate.name, rate: format.basisPoints(rate.rateBp) } : { name: '', rate: '' };
  const submit = (values: Values) => save.mutate({ name: values.name.trim(), rateBp: parsePercent(values.rate) ?? 0 });

  return (
    <Form<Values>
      form={form}
      name={rate ? `taxRate-${rate.id}` : 'newTaxRate'}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      disabled={save.busy}
    >
      <Flex gap="small" wrap align="flex-start">
        <Form.Item
          label={t('catalogue.rates.name')}
          name="name"
          style={{ flex: '2 1 160px', marginBottom: 8 }}
          rules={[{ required: true, whitespace: true, message: t('catalogue.rates.nameRequired') }]}
        >
          <Input maxLength={MAX_NAME} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('catalogue.rates.rate')}
          name="rate"
          style={{ flex: '1 1 100px', marginBottom: 8 }}
          rules={[
            {
              validator: (_, value?: string) => {
                const bp = parsePercent(value ?? '');
                return bp !== null && bp <= 10_000 ? Promise.resolve() : Promise.reject(new Error(t('catalogue.rates.rateInvalid')));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" suffix={<span aria-hidden>%</span>} />
        </Form.Item>
      </Flex>
      <ErrorAlert text={failure} />
      <Flex gap="small" justify="flex-end">
        {onCancel ? <Button onClick={onCancel}>{t('catalogue.rates.cancel')}</Button> : null}
        <Button type={rate ? 'primary' : 'default'} htmlType="submit" loading={save.busy}>
          {t(rate ? 'catalogue.rates.save' : 'catalogue.rates.add')}
        </Button>
      </Flex>
    </Form>
  );
}
