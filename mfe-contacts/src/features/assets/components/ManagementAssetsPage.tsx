import type { Asset, AssetTypeDetail } from '@frontdesk/shared';
import { Card, Empty, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { EditOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { fetchAssetTypes } from '../../assetTypes/api';
import { ItemList } from '../../contact/components/ItemList';
import { LinkButton } from '../../contact/components/LinkButton';
import { LoadFailed } from '../../contact/components/LoadFailed';
import { Loading } from '../../contact/components/Loading';
import { useRequest } from '../../contact/hooks/useRequest';
import { contactPagePath } from '../../contact/utils/contactLinks';
import { fetchContactAssets } from '../api';
import { assetLinks } from '../utils/assetLinks';
import { assetFieldsText } from '../utils/assetText';

type Loaded = { assets: Asset[]; type: AssetTypeDetail | undefined };

/** /app/management/assets/{assetTypeId}/{customerId} (demo flag): a contact's assets of one type. */
export function ManagementAssetsPage() {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  const { assetTypeId = '', customerId = '' } = useParams();
  const links = assetLinks(customerId, assetTypeId);
  const { state, retry } = useRequest<Loaded>(`management-assets:${customerId}:${assetTypeId}`, async (signal) => {
    const [assets, types] = await Promise.all([fetchContactAssets(customerId, signal), fetchAssetTypes(signal)]);
    return {
      assets: assets.items.filter((asset) => asset.assetTypeId === assetTypeId),
      type: types.items.find((type) => type.id === assetTypeId),
    };
  });

  const typeName = state.data?.type?.type_name ?? state.data?.assets[0]?.typeName ?? '';
  const heading = typeName ? t('assets.management.title', { type: typeName }) : t('routes:managementAssets');

  return (
    <Flex vertical gap="large">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Flex vertical gap={4}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
            {heading}
          </Typography.Title>
          <Link to={contactPagePath(customerId, true, 'assets')}>{t('assets.form.backToContact')}</Link>
        </Flex>
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={links.create}>
          {t('assets.management.add', { type: typeName || t('assets.management.asset') })}
        </LinkButton>
      </Flex>
      {state.status === 'failed' ? (
        <LoadFailed title={t('contact.assets.failed')} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <Loading label={t('contact.assets.loading')} />
      ) : state.data.assets.length === 0 ? (
        <Empty description={t('assets.management.empty', { type: typeName || t('assets.management.asset') })} />
      ) : (
        <Card>
          <ItemList
            items={state.data.assets.map((asset) => ({
              key: asset.id,
              title: <Typography.Text strong>{asset.name || asset.typeName}</Typography.Text>,
              description: assetFieldsText(asset, state.data.type),
              actions: [
                <Link key="edit" to={links.edit(asset.id)} aria-label={t('contact.assets.editNamed', { name: asset.name })}>
                  <EditOutlined aria-hidden /> {t('contact.assets.edit')}
                </Link>,
              ],
            }))}
          />
        </Card>
      )}
    </Flex>
  );
}
