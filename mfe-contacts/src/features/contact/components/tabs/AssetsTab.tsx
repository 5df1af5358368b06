import { buildPath, bus, type Asset, type AssetTypeDetail } from '@frontdesk/shared';
import { Alert, Button, Empty, Flex, Typography } from '@frontdesk/shared/antd';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-pages';
import { DeleteOutlined, EditOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { deleteAsset, fetchContactAssets } from '../../../assets/api';
import { assetFieldsText } from '../../../assets/utils/assetText';
import { fetchAssetTypes } from '../../../assetTypes/api';
import { useRequest } from '../../hooks/useRequest';
import { AddAssetMenu } from '../AddAssetMenu';
import { ItemList } from '../ItemList';
import { LoadFailed } from '../LoadFailed';
import { Loading } from '../Loading';

type Loaded = { assets: Asset[]; types: AssetTypeDetail[] };

/** The contact's assets (vehicles, pets…): each with its type and fields, to edit or delete. */
export function AssetsTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const [failure, setFailure] = useState<string>();
  const { state, retry, update } = useRequest<Loaded>(`assets:${contactId}`, async (signal) => {
    const [assets, types] = await Promise.all([fetchContactAssets(contactId, signal), fetchAssetTypes(signal)]);
    return { assets: assets.items, types: types.items };
  });

  if (state.status === 'failed') return <LoadFailed title={t('contact.assets.failed')} onRetry={retry} />;
  if (state.status === 'loading' && !state.data) return <Loading label={t('contact.assets.loading')} />;
  const { assets, types } = state.data ?? { assets: [], types: [] };

  const remove = async (asset: Asset) => {
    setFailure(undefined);
    try {
      await deleteAsset(asset.id);
      update((data) => ({ ...data, assets: data.assets.filter((a) => a.id !== asset.id) }));
      bus.emit({ type: 'notify', level: 'success', message: t('contact.assets.deleted', { name: asset.name }) });
    } catch {
      setFailure(t('contact.assets.deleteFailed', { name: asset.name }));
    }
  };

  if (!assets.length) {
    return (
      <Empty description={t('contact.assets.empty')} style={{ paddingBlock: 24 }}>
        <AddAssetMenu contactId={contactId} type="primary" />
      </Empty>
    );
  }

  return (
    <Flex vertical gap="middle">
      {failure && <Alert type="error" showIcon title={failure} closable={{ onClose: () => setFailure(undefined) }} />}
      <ItemList
        label={t('contact.tabs.assets')}
        items={assets.map((asset) => {
          const type = types.find((candidate) => candidate.id === asset.assetTypeId);
          const name = asset.name || asset.typeName;
          return {
            key: asset.id,
            title: (
              <Flex gap="small" align="center" wrap>
                <Typography.Text strong>{name}</Typography.Text>
                <Tag>{asset.typeName || type?.type_name}</Tag>
              </Flex>
            ),
            description: assetFieldsText(asset, type),
            actions: [
              <Link
                key="edit"
                to={buildPath('assetEdit', { customerId: contactId, assetTypeId: asset.assetTypeId, assetId: asset.id })}
                aria-label={t('contact.assets.editNamed', { name })}
              >
                <EditOutlined aria-hidden /> {t('contact.assets.edit')}
              </Link>,
              <Popconfirm
                key="delete"
                title={t('contact.assets.confirmDelete', { name })}
                description={t('contact.assets.confirmDeleteText')}
                okText={t('contact.assets.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('ui.cancel')}
                onConfirm={() => remove(asset)}
              >
                <Button type="link" danger icon={<DeleteOutlined aria-hidden />} aria-label={t('contact.assets.deleteNamed', { name })}>
                  {t('contact.assets.delete')}
                </Button>
              </Popconfirm>,
            ],
          };
        })}
      />
      <div>
        <AddAssetMenu contactId={contactId} />
      </div>
    </Flex>
  );
}
