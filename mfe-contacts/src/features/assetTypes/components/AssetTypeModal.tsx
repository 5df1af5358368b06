import type { ApiMutation, AssetTypeDetail, AssetTypeInput } from '@frontdesk/shared';
import { ModalForm } from '@frontdesk/shared/ui-forms';
import { useTranslation } from 'react-i18next';
import { toFields, type FieldRow } from '../utils/fieldKey';
import { AssetTypeFields } from './AssetTypeFields';

type Values = { type_name: string; bookable: boolean; fields: FieldRow[] };

type Props = {
  /** the type being changed; none for a new one */
  assetType?: AssetTypeDetail;
  /** sends the type (what follows a save, closing this dialog too, is the mutation's) */
  save: ApiMutation<AssetTypeDetail, AssetTypeInput>;
  onClose: () => void;
};

/** The dialog that creates an asset type or changes one: its name, whether it can be booked, its fields. */
export function AssetTypeModal({ assetType, save, onClose }: Props) {
  const { t } = useTranslation('contacts');
  const initialValues: Values = assetType
    ? { type_name: assetType.type_name, bookable: assetType.bookable, fields: assetType.fields.map((field) => ({ ...field })) }
    : { type_name: '', bookable: false, fields: [{ label: '', kind: 'text', required: true }] };

  return (
    <ModalForm
      title={t(assetType ? 'assetTypes.form.editTitle' : 'assetTypes.form.newTitle')}
      submitText={t(assetType ? 'assetTypes.form.save' : 'assetTypes.form.create')}
      cancelText={t('ui.cancel')}
      width={720}
      mutation={save}
      initialValues={initialValues}
      transform={(values) => ({ type_name: values.type_name.trim(), bookable: Boolean(values.bookable), fields: toFields(values.fields ?? []) })}
      // the server's field refusals (e.g. a field key it does not take) are about the list: said in the alert
      fieldOf={() => null}
      failure={(reason) => t('assetTypes.form.failed', { reason })}
      onClose={onClose}
    >
      <AssetTypeFields />
    </ModalForm>
  );
}
