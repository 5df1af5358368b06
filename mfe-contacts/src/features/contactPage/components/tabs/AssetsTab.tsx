import { buildPath, useApiMutation, useAssetTexts, useQuery, type Asset } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { EditOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { contactAssetsQuery } from '../../../../common/api/assets';
import { assetTypesQuery } from '../../../../common/api/assetTypes';
import { assetFieldsText } from '../../../../common/assetText';
import { ItemList } from '../../../../common/components/ItemList';
import { deleteAsset } from '../../api';
import { AddAssetMenu } from '../AddAssetMenu';

/** The contact's assets (vehicles, pets…): each with its type and fields, to edit or delete. */
export function AssetsTab({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const { typeName, fieldLabel } = useAssetTexts();
  const assets = useQuery(contactAssetsQuery(contactId));
  // the types name the fields; the assets show without them while they load
  const types = useQuery(assetTypesQuery()).data?.items ?? [];
  const remove = useApiMutation({
    mutationFn: (asset: Asset) => deleteAsset(asset.id),
    invalidates: [['assets'], ['asset-types']],
    successMessage: (_, asset) => t('contact.assets.deleted', { name: asset.name }),
  });

  return (
    <QueryState
      query={assets}
      size="section"
      loading={t('contact.assets.loading')}
      failed={t('contact.assets.failed')}
      isEmpty={(list) => list.items.length === 0}
      empty={<EmptyState size="section" title={t('contact.assets.empty')} action={<AddAssetMenu contactId={contactId} type="primary" />} />}
    >
      {(list) => (
        <Flex vertical gap="middle">
          <ItemList
            label={t('contact.tabs.assets')}
            items={list.items.map((asset) => {
              const type = types.find((candidate) => candidate.id === asset.assetTypeId);
              const name = asset.name || typeName(asset.typeName);
              return {
                key: asset.id,
                title: (
                  <Flex gap="small" align="center" wrap>
                    <Typography.Text strong>{name}</Typography.Text>
                    <Tag>{typeName(asset.typeName || type?.type_name || '')}</Tag>
                  </Flex>
                ),
                description: assetFieldsText(asset, type, fieldLabel),
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
                    onConfirm={() => remove.mutateAsync(asset).catch(() => undefined)}
                  >
                    <Button
                      type="link"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      loading={remove.busy && remove.variables?.id === asset.id}
                      aria-label={t('contact.assets.deleteNamed', { name })}
                    >
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
      )}
    </QueryState>
  );
}
