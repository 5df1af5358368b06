import { buildPath, useAssetTexts, useIsAdmin, useSession } from '@frontdesk/shared';
import { Button, Dropdown, type MenuProps } from '@frontdesk/shared/antd';
import { DownOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

const SET_UP = 'set-up-asset-types';

/**
 * "Add asset": the business's asset types (the session user's settings.asset_types, kept fresh by
 * the asset types page), each opening the asset form for this contact.
 */
export function AddAssetMenu({ contactId, type }: { contactId: string; type?: 'primary' | 'default' }) {
  const { t } = useTranslation('contacts');
  const navigate = useNavigate();
  const { user } = useSession();
  const types = Object.values(user?.settings.asset_types ?? {}).sort((a, b) => a.type_name.localeCompare(b.type_name));
  const admin = useIsAdmin();
  const { typeName } = useAssetTexts();

  const items: MenuProps['items'] = types.length
    ? types.map((assetType) => ({ key: assetType.id, label: typeName(assetType.type_name) }))
    : [{ key: 'none', label: t('contact.addAsset.none'), disabled: true }, ...(admin ? [{ key: SET_UP, label: t('contact.addAsset.setUp') }] : [])];
  const onClick: MenuProps['onClick'] = ({ key }) =>
    void navigate(key === SET_UP ? buildPath('assetTypes') : buildPath('assetCreate', { customerId: contactId, assetTypeId: key }));

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']}>
      <Button type={type} icon={<PlusOutlined aria-hidden />}>
        {t('contact.addAsset.label')} <DownOutlined aria-hidden />
      </Button>
    </Dropdown>
  );
}
