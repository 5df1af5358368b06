import { Button, Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { KeyedFieldCard, keyedLabelRules } from '../../../common/components/KeyedFieldCard';
import { keyOfRow, type FieldRow } from '../utils/fieldKey';

const MAX_FIELDS = 30;

/**
 * An asset type's name, whether it can be booked, and its fields (label, kind, required, each
 * keyed from its label): inside the form of AssetTypeModal.
 */
export function AssetTypeFields() {
  const { t } = useTranslation('contacts');
  const rows = Form.useWatch<FieldRow[] | undefined>('fields');
  const kinds = (['text', 'number', 'year'] as const).map((kind) => ({ value: kind, label: t(`assetTypes.kinds.${kind}`) }));

  return (
    <>
      <Form.Item
        label={t('assetTypes.form.typeName')}
        name="type_name"
        rules={[{ required: true, whitespace: true, message: t('assetTypes.form.typeNameRequired') }]}
      >
        <Input maxLength={100} placeholder={t('assetTypes.form.typeNamePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('assetTypes.form.bookable')} name="bookable" valuePropName="checked" extra={t('assetTypes.form.bookableHelp')}>
        <Switch />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('assetTypes.form.fields')}
      </Typography.Title>
      <Form.List name="fields">
        {(list, { add, remove }) => (
          <Flex vertical gap="small" style={{ marginBlockEnd: 24 }}>
            {list.length === 0 && <Typography.Text type="secondary">{t('assetTypes.form.noFields')}</Typography.Text>}
            {list.map(({ key, name }, index) => {
              const derived = keyOfRow(rows?.[name]);
              return (
                <KeyedFieldCard
                  key={key}
                  name={name}
                  title={t('assetTypes.form.fieldN', { n: index + 1 })}
                  removeLabel={t('assetTypes.form.removeField', { n: index + 1 })}
                  onRemove={() => remove(name)}
                >
                  <Flex gap="middle" wrap align="flex-start">
                    <Form.Item
                      label={t('assetTypes.form.label')}
                      name={[name, 'label']}
                      style={{ flex: '2 1 200px', marginBottom: 8 }}
                      extra={derived ? t('assetTypes.form.key', { key: derived }) : undefined}
                      rules={keyedLabelRules('fields', name, {
                        required: t('assetTypes.form.labelRequired'),
                        needsLetters: t('assetTypes.form.labelNeedsLetters'),
                        taken: t('assetTypes.form.labelTaken'),
                      })}
                    >
                      <Input maxLength={60} />
                    </Form.Item>
                    <Form.Item label={t('assetTypes.form.kind')} name={[name, 'kind']} style={{ flex: '1 1 140px', marginBottom: 8 }}>
                      <Select options={kinds} />
                    </Form.Item>
                    <Form.Item
                      label={t('assetTypes.form.required')}
                      name={[name, 'required']}
                      valuePropName="checked"
                      style={{ flex: '0 0 auto', marginBottom: 8 }}
                    >
                      <Switch />
                    </Form.Item>
                  </Flex>
                </KeyedFieldCard>
              );
            })}
            <div>
              <Button
                icon={<PlusOutlined aria-hidden />}
                onClick={() => add({ label: '', kind: 'text', required: false })}
                disabled={list.length >= MAX_FIELDS}
              >
                {t('assetTypes.form.addField')}
              </Button>
            </div>
          </Flex>
        )}
      </Form.List>
    </>
  );
}
