import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { Card, DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import type { ComponentProps } from 'react';
import { MoneyInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import type { VariantValues } from '../utils/itemValues';

const MAX_VARIANTS = 50;

/** a form field's rules, as Form.Item takes them */
export type FieldRules = NonNullable<ComponentProps<typeof Form.Item>['rules']>;

type Props = {
  currency: string;
  /** the price rules, the same as the item's own price */
  priceRules: FieldRules;
  disabled: boolean;
};

/** A product's variants: each a name (distinct in the item), a SKU and its own price. */
export function VariantsField({ currency, priceRules, disabled }: Props) {
  const { t } = useTranslation('payments');
  return (
    <Form.List name="variants">
      {(list, { add, remove }) => (
        <Flex vertical gap="small" style={{ marginBlockEnd: 24 }}>
          <Typography.Text strong>{t('catalogue.form.variants')}</Typography.Text>
          <Typography.Text type="secondary">{list.length === 0 ? t('catalogue.form.noVariants') : t('catalogue.form.variantsHelp')}</Typography.Text>
          {list.map(({ key, name }, index) => (
            <Card
              key={key}
              size="small"
              role="group"
              aria-label={t('catalogue.form.variantN', { n: index + 1 })}
              title={t('catalogue.form.variantN', { n: index + 1 })}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  onClick={() => remove(name)}
                  aria-label={t('catalogue.form.removeVariant', { n: index + 1 })}
                />
              }
            >
              <Form.Item name={[name, 'id']} hidden>
                <Input />
              </Form.Item>
              <Flex gap="middle" wrap align="flex-start">
                <Form.Item
                  label={t('catalogue.form.variantName')}
                  name={[name, 'name']}
                  style={{ flex: '2 1 160px', marginBottom: 8 }}
                  rules={[
                    { required: true, whitespace: true, message: t('catalogue.form.variantNameRequired') },
                    ({ getFieldValue }) => ({
                      validator: (_, value?: string) => {
                        const own = value?.trim().toLowerCase();
                        const all = (getFieldValue('variants') ?? []) as VariantValues[];
                        const same = own ? all.filter((variant, i) => i < name && variant?.name?.trim().toLowerCase() === own) : [];
                        return same.length ? Promise.reject(new Error(t('catalogue.form.variantNameTaken'))) : Promise.resolve();
                      },
                    }),
                  ]}
                >
                  <Input maxLength={60} autoComplete="off" />
                </Form.Item>
                <Form.Item label={t('catalogue.form.variantSku')} name={[name, 'sku']} style={{ flex: '1 1 120px', marginBottom: 8 }}>
                  <Input maxLength={64} autoComplete="off" />
                </Form.Item>
                <Form.Item label={t('catalogue.form.variantPrice')} name={[name, 'price']} style={{ flex: '1 1 120px', marginBottom: 8 }} rules={priceRules}>
                  <MoneyInput currency={currency} />
                </Form.Item>
              </Flex>
            </Card>
          ))}
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ name: '', sku: '', price: null })}
              disabled={disabled || list.length >= MAX_VARIANTS}
            >
              {t('catalogue.form.addVariant')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
