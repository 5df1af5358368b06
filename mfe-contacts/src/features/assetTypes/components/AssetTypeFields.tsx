import { Input, Typography } from '@frontdesk/shared/antd';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { useTranslation } from 'react-i18next';
import { KeyedFieldList } from '../../../common/components/KeyedFieldList';
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
      <KeyedFieldList
        kinds={kinds}
        newKind="text"
        max={MAX_FIELDS}
        texts={{
          title: (n) => t('assetTypes.form.fieldN', { n }),
          remove: (n) => t('assetTypes.form.removeField', { n }),
          none: t('assetTypes.form.noFields'),
          add: t('assetTypes.form.addField'),
          kind: t('assetTypes.form.kind'),
          required: t('assetTypes.form.required'),
          label: { required: t('assetTypes.form.labelRequired'), needsLetters: t('assetTypes.form.labelNeedsLetters'), taken: t('assetTypes.form.labelTaken') },
        }}
        labelField={(name, rules) => {
          const derived = keyOfRow(rows?.[name]);
          return (
            <Form.Item
              label={t('assetTypes.form.label')}
              name={[name, 'label']}
              style={{ marginBottom: 8 }}
              extra={derived ? t('assetTypes.form.key', { key: derived }) : undefined}
              rules={rules}
            >
              <Input maxLength={60} />
            </Form.Item>
          );
        }}
      />
    </>
  );
}
