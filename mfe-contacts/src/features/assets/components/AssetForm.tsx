import { useApiMutation, useAssetTexts, type Asset, type AssetField, type AssetTypeDetail } from '@frontdesk/shared';
import { Input } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { ErrorAlert, FormFooter, NumberInput, useFieldRefusals, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { createAsset, updateAsset } from '../api';
import { FIRST_YEAR, defaultNameExample, lastYear, toAssetData, toAssetFormValues, type AssetFormValues } from '../utils/assetValues';

type Props = {
  contactId: string;
  type: AssetTypeDetail;
  /** the asset being changed; none for a new one */
  asset?: Asset;
  /** after a save */
  onSaved: (asset: Asset) => void;
  cancelTo: string;
};

/** One labelled input for a field of the type: text, number, or a year from 1900 to next year. */
function FieldInput({ field }: { field: AssetField }) {
  const { t } = useTranslation('contacts');
  const label = useAssetTexts().fieldLabel(field);
  const max = lastYear();
  const { rule } = useNumberRules();
  const rules = [
    ...(field.required
      ? [
          field.kind === 'text'
            ? { required: true, whitespace: true, message: t('assets.form.required', { label }) }
            : { required: true, message: t('assets.form.required', { label }) },
        ]
      : []),
    // letters or a year out of range stay as typed, said under the field
    ...(field.kind === 'year' ? [rule({ min: FIRST_YEAR, max, whole: true, message: t('assets.form.year', { min: FIRST_YEAR, max }) })] : []),
    ...(field.kind === 'number' ? [rule({})] : []),
  ];
  return (
    <Form.Item label={label} name={['data', field.key]} rules={rules}>
      {field.kind === 'text' ? (
        <Input maxLength={200} />
      ) : field.kind === 'year' ? (
        <NumberInput whole style={{ width: 160 }} placeholder={String(max - 1)} />
      ) : (
        <NumberInput style={{ width: 200 }} />
      )}
    </Form.Item>
  );
}

/** An asset's form, made from its type's fields; the name is optional (the server names it from the fields). */
export function AssetForm({ contactId, type, asset, onSaved, cancelTo }: Props) {
  const { t } = useTranslation('contacts');
  const { typeName } = useAssetTexts();
  const [form] = Form.useForm<AssetFormValues>();
  const example = defaultNameExample(type);
  const keys = new Set(type.fields.map((field) => field.key));
  const save = useApiMutation({
    mutationFn: (values: AssetFormValues) => {
      const data = toAssetData(type.fields, values.data ?? {});
      const name = (values.name ?? '').trim();
      return asset ? updateAsset(asset.id, { name, data }) : createAsset(contactId, { assetTypeId: type.id, ...(name ? { name } : {}), data });
    },
    invalidates: [['assets'], ['asset-types']],
    successMessage: (saved) => t(asset ? 'assets.form.saved' : 'assets.form.created', { name: saved.name }),
    failureToast: false,
    onSuccess: onSaved,
  });
  // the server names a field by `data.key` (or its bare key); the name by `name`
  const failure = useFieldRefusals(form, save, (field): ['name'] | ['data', string] | null => {
    if (field === 'name') return ['name'];
    const key = field.startsWith('data.') ? field.slice(5) : field;
    return keys.has(key) ? ['data', key] : null;
  });

  return (
    <Card style={{ maxWidth: 640 }}>
      <Form<AssetFormValues>
        form={form}
        name="asset"
        layout="vertical"
        initialValues={toAssetFormValues(asset)}
        onFinish={(values) => save.mutate(values)}
        disabled={save.busy}
        scrollToFirstError
      >
        {type.fields.map((field) => (
          <FieldInput key={field.key} field={field} />
        ))}
        <Form.Item label={t('assets.form.name')} name="name" extra={t('assets.form.nameHelp')}>
          <Input
            maxLength={200}
            placeholder={example ? t('assets.form.namePlaceholder', { example }) : t('assets.form.namePlaceholderPlain', { type: typeName(type.type_name) })}
          />
        </Form.Item>
        <ErrorAlert text={failure && t('assets.form.failed', { reason: failure })} />
        <FormFooter submit={t(asset ? 'assets.form.save' : 'assets.form.create')} busy={save.busy} cancel={{ label: t('ui.cancel'), to: cancelTo }} />
      </Form>
    </Card>
  );
}
