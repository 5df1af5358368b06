import type { Asset, AssetTypeDetail } from '@frontdesk/shared';
import { Flex, Result, Typography, theme } from '@frontdesk/shared/antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { fetchAssetTypes } from '../../assetTypes/api';
import { LoadFailed } from '../../contact/components/LoadFailed';
import { Loading } from '../../contact/components/Loading';
import { useRequest } from '../../contact/hooks/useRequest';
import { statusOf } from '../../contact/utils/apiErrors';
import { contactPagePath } from '../../contact/utils/contactLinks';
import { fetchAsset } from '../api';
import { AssetForm } from './AssetForm';

type Loaded = { type: AssetTypeDetail | undefined; asset: Asset | undefined };

/**
 * /app/contact/asset_create/{customerId}/{assetTypeId} and
 * /app/contact/asset_edit/{customerId}/{assetTypeId}/{assetId}: an asset of a contact, in a form made
 * from its type's fields. Saved, back to the contact's Assets tab.
 */
export function AssetFormPage() {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const { customerId = '', assetTypeId = '', assetId } = useParams();
  const back = contactPagePath(customerId, false, 'assets');
  const { state, retry } = useRequest<Loaded>(`asset-form:${assetTypeId}:${assetId ?? ''}`, async (signal) => {
    const [types, asset] = await Promise.all([
      fetchAssetTypes(signal),
      assetId ? fetchAsset(assetId, signal) : Promise.resolve(undefined),
    ]);
    return { type: types.items.find((type) => type.id === assetTypeId), asset };
  });

  const notFound = (title: string) => (
    <Result
      status="404"
      title={
        <span role="heading" aria-level={1}>
          {title}
        </span>
      }
      extra={<Link to={back}>{t('assets.form.backToContact')}</Link>}
    />
  );

  if (state.status === 'failed') {
    const status = statusOf(state.error);
    if (assetId && (status === 404 || status === 400)) return notFound(t('assets.form.assetNotFound'));
    return <LoadFailed title={t('assets.form.loadFailed')} onRetry={retry} />;
  }
  if (state.status === 'loading') return <Loading label={t('assets.form.loading')} />;
  const { type, asset } = state.data;
  if (!type) return notFound(t('assets.form.typeNotFound'));

  return (
    <Flex vertical gap="large">
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {t(asset ? 'assets.form.editTitle' : 'assets.form.newTitle', { type: type.type_name })}
        </Typography.Title>
        <Link to={back}>{t('assets.form.backToContact')}</Link>
      </Flex>
      {type.fields.length === 0 && <Typography.Paragraph type="secondary">{t('assets.form.noFields')}</Typography.Paragraph>}
      <AssetForm
        key={asset?.id ?? 'new'}
        contactId={customerId}
        type={type}
        asset={asset}
        onSaved={() => void navigate(back)}
        cancelTo={back}
      />
    </Flex>
  );
}

