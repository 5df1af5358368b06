import { useAssetTexts, useQuery } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { Card } from '@frontdesk/shared/antd-pages';
import { EditOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { LinkButton, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { contactAssetsQuery } from '../../../common/api/assets';
import { assetTypesQuery } from '../../../common/api/assetTypes';
import { assetFieldsText } from '../../../common/assetText';
import { ItemList } from '../../../common/components/ItemList';
import { contactPagePath } from '../../../common/contactLinks';
import { assetLinks } from '../utils/assetLinks';

/** /app/management/assets/{assetTypeId}/{customerId} (demo flag): a contact's assets of one type. */
export function ManagementAssetsPage() {
  const { t } = useTranslation(['contacts', 'routes']);
  const texts = useAssetTexts();
  const { assetTypeId = '', customerId = '' } = useParams();
  const links = assetLinks(customerId, assetTypeId);
  const assets = useQuery({
    ...contactAssetsQuery(customerId),
    select: (list) => list.items.filter((asset) => asset.assetTypeId === assetTypeId),
  });
  const type = useQuery(assetTypesQuery()).data?.items.find((candidate) => candidate.id === assetTypeId);

  const typeName = texts.typeName(type?.type_name ?? assets.data?.[0]?.typeName ?? '');
  const named = typeName || t('assets.management.asset');

  return (
    <Flex vertical gap="large">
      <PageTitle
        title={typeName ? t('assets.management.title', { type: typeName }) : t('routes:managementAssets')}
        intro={<Link to={contactPagePath(customerId, true, 'assets')}>{t('assets.form.backToContact')}</Link>}
        extra={
          <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={links.create}>
            {t('assets.management.add', { type: named })}
          </LinkButton>
        }
      />
      <QueryState
        query={assets}
        size="section"
        loading={t('contact.assets.loading')}
        failed={t('contact.assets.failed')}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState title={t('assets.management.empty', { type: named })} />}
      >
        {(list) => (
          <Card>
            <ItemList
              items={list.map((asset) => ({
                key: asset.id,
                title: <Typography.Text strong>{asset.name || texts.typeName(asset.typeName)}</Typography.Text>,
                description: assetFieldsText(asset, type, texts.fieldLabel),
                actions: [
                  <Link key="edit" to={links.edit(asset.id)} aria-label={t('contact.assets.editNamed', { name: asset.name })}>
                    <EditOutlined aria-hidden /> {t('contact.assets.edit')}
                  </Link>,
                ],
              }))}
            />
          </Card>
        )}
      </QueryState>
    </Flex>
  );
}
