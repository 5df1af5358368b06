import { bus, useAssetTexts, useSession } from '@frontdesk/shared';
import { Button, Dropdown, type MenuProps } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';

/** Quick-add (spec §2): one entry per asset type of the business (from user_info settings); `iconOnly` on a phone. */
export function QuickAddMenu({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { typeName } = useAssetTexts();
  const types = Object.values(user?.settings.asset_types ?? {});
  const items: MenuProps['items'] = types.length
    ? types.map((type) => ({ key: type.id, label: t('topBar.quickAddItem', { type: typeName(type.type_name) }) }))
    : [{ key: 'none', label: t('topBar.quickAddNone'), disabled: true }];

  return (
    <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => bus.emit({ type: 'quickAdd', assetTypeId: key }) }}>
      <Button type="primary" icon={<PlusOutlined />} aria-label={t('topBar.quickAdd')}>
        {iconOnly ? null : t('topBar.quickAdd')}
      </Button>
    </Dropdown>
  );
}
