import {
  moneyInputText,
  useFormat,
  useQuery,
  type ApiMutation,
  type CatalogueItem,
  type CatalogueItemInput,
  type CatalogueKind,
  type TaxRateList,
} from '@frontdesk/shared';
import { Flex, Input, Select } from '@frontdesk/shared/antd';
import { AutoComplete, Card, Radio } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, MoneyInput, NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { categoriesQuery } from '../api';
import { useItemRefusals } from '../hooks/useItemRefusals';
import { blankItem, formFieldOf, NO_TAX, toFormValues, toItemInput, type ItemFormValues } from '../utils/itemValues';
import { MAX_PRICE_MINOR, MAX_QUANTITY } from '../utils/limits';
import { CATALOGUE_KINDS } from '../utils/kinds';
import { taxRateText } from '../utils/taxRateText';
import { VariantsField, type FieldRules } from './VariantsField';

type Props = {
  /** the item being changed; none for a new one */
  item?: CatalogueItem;
  /** a new item's kind */
  kind?: CatalogueKind;
  /** the rates offered and the business's currency */
  rates: TaxRateList;
  save: ApiMutation<CatalogueItem, CatalogueItemInput>;
  /** where Cancel goes */
  cancelTo: string;
  /** staff see the item but cannot change it (no buttons: the page offers the way back) */
  readOnly: boolean;
};

const INVENTORY = ['in_stock', 'limited', 'out_of_stock'] as const;

/**
 * A catalogue item (new or changed): its kind, name, SKU, category, description, price (typed in
 * major units, sent as exact minor units), tax rate, and a service's duration or a product's stock
 * and variants. Checked here as the API checks it; the API's refusals land under their fields.
 */
export function CatalogueItemForm({ item, kind = 'service', rates, save, cancelTo, readOnly }: Props) {
  const { t } = useTranslation('payments');
  const { rule } = useNumberRules();
  const format = useFormat();
  const [form] = Form.useForm<ItemFormValues>();
  const chosenKind = Form.useWatch('kind', form) ?? item?.kind ?? kind;
  const { currency } = rates;
  const failure = useItemRefusals(form, save, currency, formFieldOf);
  // the suggestions come when they come: the field takes any category meanwhile
  const categories = useQuery(categoriesQuery()).data?.categories ?? [];

  const priceRules: FieldRules = [
    {
      validator: (_, minor?: number | null) => {
        if (minor === undefined || minor === null) {
          return Promise.reject(new Error(t('catalogue.form.priceInvalid', { example: moneyInputText(1250, currency) })));
        }
        if (minor > MAX_PRICE_MINOR) return Promise.reject(new Error(t('catalogue.form.priceTooLarge', { max: format.money(MAX_PRICE_MINOR, currency) })));
        return Promise.resolve();
      },
    },
  ];

  const rateOptions = [
    { value: NO_TAX, label: t('catalogue.form.noTax') },
    ...rates.items.map((rate) => {
      const text = taxRateText(t, rate, format);
      return { value: rate.id, label: rate.isDefault ? t('catalogue.form.defaultRate', { rate: text }) : text };
    }),
    // an item keeps a rate archived since it was chosen: shown by its percent, until another is chosen
    ...(item?.taxRateId && !rates.items.some((rate) => rate.id === item.taxRateId)
      ? [{ value: item.taxRateId, label: t('catalogue.form.archivedRate', { percent: format.basisPoints(item.taxRateBp) }) }]
      : []),
  ];

  const initialValues = item ? toFormValues(item) : blankItem(kind, rates.items);

  return (
    <Card style={{ maxWidth: 760 }}>
      <Form<ItemFormValues>
        form={form}
        name="catalogueItem"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => save.mutate(toItemInput(values))}
        disabled={save.busy || readOnly}
        scrollToFirstError
      >
        <Form.Item label={t('catalogue.form.kind')} name="kind">
          <Radio.Group optionType="button" options={CATALOGUE_KINDS.map((value) => ({ value, label: t(`catalogue.kind.${value}`) }))} />
        </Form.Item>
        <Flex gap="middle" wrap>
          <Form.Item
            label={t('catalogue.form.name')}
            name="name"
            style={{ flex: '2 1 280px' }}
            rules={[{ required: true, whitespace: true, message: t('catalogue.form.nameRequired') }]}
          >
            <Input maxLength={120} autoComplete="off" autoFocus />
          </Form.Item>
          <Form.Item label={t('catalogue.form.sku')} name="sku" style={{ flex: '1 1 160px' }} extra={t('catalogue.form.skuHelp')}>
            <Input maxLength={64} autoComplete="off" />
          </Form.Item>
        </Flex>
        <Flex gap="middle" wrap>
          <Form.Item label={t('catalogue.form.category')} name="category" style={{ flex: '1 1 240px' }}>
            <AutoComplete
              maxLength={60}
              options={categories.map((name) => ({ value: name }))}
              filterOption={(typed, option) =>
                String(option?.value ?? '')
                  .toLowerCase()
                  .includes(typed.trim().toLowerCase())
              }
            />
          </Form.Item>
          <Form.Item label={t('catalogue.form.price')} name="price" style={{ flex: '1 1 160px' }} rules={priceRules}>
            <MoneyInput currency={currency} />
          </Form.Item>
          <Form.Item label={t('catalogue.form.taxRate')} name="taxRateId" style={{ flex: '1 1 220px' }}>
            <Select options={rateOptions} />
          </Form.Item>
        </Flex>
        <Form.Item label={t('catalogue.form.description')} name="description">
          <Input.TextArea maxLength={2000} autoSize={{ minRows: 2, maxRows: 6 }} />
        </Form.Item>
        {chosenKind === 'service' ? (
          <Form.Item
            label={t('catalogue.form.duration')}
            name="durationMinutes"
            rules={[rule({ min: 1, max: 1440, whole: true, message: t('catalogue.form.durationInvalid') })]}
          >
            <NumberInput whole style={{ width: 160 }} />
          </Form.Item>
        ) : (
          <>
            <Flex gap="middle" wrap>
              <Form.Item label={t('catalogue.form.inventory')} name="inventory" style={{ flex: '1 1 200px' }}>
                <Select options={INVENTORY.map((value) => ({ value, label: t(`catalogue.inventory.${value}`) }))} />
              </Form.Item>
              <Form.Item
                label={t('catalogue.form.quantity')}
                name="quantity"
                dependencies={['inventory']}
                style={{ flex: '1 1 200px' }}
                extra={t('catalogue.form.quantityHelp')}
                rules={[
                  rule({ min: 0, max: MAX_QUANTITY, whole: true }),
                  ({ getFieldValue }) => ({
                    validator: (_, value?: number | null) =>
                      getFieldValue('inventory') === 'limited' && (value === null || value === undefined)
                        ? Promise.reject(new Error(t('catalogue.form.quantityRequired')))
                        : Promise.resolve(),
                  }),
                ]}
              >
                <NumberInput whole style={{ width: '100%' }} />
              </Form.Item>
            </Flex>
            <VariantsField currency={currency} priceRules={priceRules} disabled={save.busy || readOnly} />
          </>
        )}
        <ErrorAlert text={failure && t('catalogue.form.saveFailed', { reason: failure })} />
        {readOnly ? null : (
          <FormFooter
            submit={t(item ? 'catalogue.form.save' : 'catalogue.form.create')}
            busy={save.busy}
            cancel={{ label: t('catalogue.form.cancel'), to: cancelTo }}
          />
        )}
      </Form>
    </Card>
  );
}
