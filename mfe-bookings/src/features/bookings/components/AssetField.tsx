import { useAssetTexts, useQuery } from '@frontdesk/shared';
import { Select } from '@frontdesk/shared/antd';
import { Form } from '@frontdesk/shared/antd-more';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { assetTypesQuery } from '../../../common/api';
import { contactAssetsQuery } from '../api';
import type { NewBookingValues } from '../utils/newBooking';

type Props = {
  contactId: string | null;
  /** the asset type the chosen services are for, if one is */
  assetTypeId: string | null;
};

/**
 * What the appointment is for (the pet, the vehicle), optional: the contact's assets of a booked
 * type, only of the services' type when they name one. A business whose asset types are never
 * booked does not see it.
 */
export function AssetField({ contactId, assetTypeId }: Props) {
  const { t } = useTranslation('bookings');
  const { typeName } = useAssetTexts();
  const types = useQuery(assetTypesQuery());
  const assets = useQuery({ ...contactAssetsQuery(contactId ?? ''), enabled: Boolean(contactId) });
  const form = Form.useFormInstance<NewBookingValues>();
  const chosen = Form.useWatch('assetId', form);
  const booked = new Set((types.data?.items ?? []).filter((type) => type.bookable).map((type) => type.id));
  const offered = (assets.data?.items ?? []).filter((asset) => booked.has(asset.assetTypeId) && (!assetTypeId || asset.assetTypeId === assetTypeId));
  // services for another type of asset leave the one chosen out
  const outOfPlace = Boolean(chosen) && assets.data !== undefined && !offered.some((asset) => asset.id === chosen);
  useEffect(() => {
    if (outOfPlace) form.setFieldValue('assetId', '');
  }, [outOfPlace, form]);
  if (!contactId || booked.size === 0) return null;
  return (
    <Form.Item
      name="assetId"
      label={t('bookings.new.asset')}
      extra={assets.data && offered.length === 0 ? t(assetTypeId ? 'bookings.new.noAssetsOfType' : 'bookings.new.noAssets') : undefined}
    >
      <Select
        loading={assets.isLoading}
        disabled={offered.length === 0}
        options={[
          { value: '', label: t('bookings.new.noAsset') },
          ...offered.map((asset) => ({ value: asset.id, label: `${asset.name} · ${typeName(asset.typeName)}` })),
        ]}
      />
    </Form.Item>
  );
}
