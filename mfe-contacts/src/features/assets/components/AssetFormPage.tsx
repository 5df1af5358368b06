import { useAssetTexts, useQuery, type Asset } from '@frontdesk/shared';
import { Flex, Typography } from '@frontdesk/shared/antd';
import { QueryState } from '@frontdesk/shared/ui';
import { NotFoundState, PageTitle } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { assetTypesQuery } from '../../../common/api/assetTypes';
import { contactPagePath } from '../../../common/contactLinks';
import { assetQuery } from '../api';
import { AssetForm } from './AssetForm';

/**
 * /app/contact/asset_create/{customerId}/{assetTypeId} and
 * /app/contact/asset_edit/{customerId}/{assetTypeId}/{assetId}: an asset of a contact, in a form made
 * from its type's fields. Saved, back to the contact's Assets tab.
 */
export function AssetFormPage() {
  const { t } = useTranslation('contacts');
  const { typeName } = useAssetTexts();
  const navigate = useNavigate();
  const { customerId = '', assetTypeId = '', assetId } = useParams();
  const back = contactPagePath(customerId, false, 'assets');
  const types = useQuery(assetTypesQuery());
  const asset = useQuery({ ...assetQuery(assetId ?? ''), enabled: assetId !== undefined });
  const backLink = <Link to={back}>{t('assets.form.backToContact')}</Link>;
  const notFound = (title: string) => <NotFoundState title={title} action={backLink} />;

  const typeForm = (editing?: Asset) => (
    <QueryState query={types} loading={t('assets.form.loading')} failed={t('assets.form.loadFailed')}>
      {({ items }) => {
        const type = items.find((candidate) => candidate.id === assetTypeId);
        if (!type) return notFound(t('assets.form.typeNotFound'));
        return (
          <Flex vertical gap="large">
            <PageTitle title={t(editing ? 'assets.form.editTitle' : 'assets.form.newTitle', { type: typeName(type.type_name) })} intro={backLink} />
            {type.fields.length === 0 && <Typography.Paragraph type="secondary">{t('assets.form.noFields')}</Typography.Paragraph>}
            <AssetForm key={editing?.id ?? 'new'} contactId={customerId} type={type} asset={editing} onSaved={() => void navigate(back)} cancelTo={back} />
          </Flex>
        );
      }}
    </QueryState>
  );

  if (assetId === undefined) return typeForm();
  return (
    <QueryState query={asset} loading={t('assets.form.loading')} failed={t('assets.form.loadFailed')} notFound={notFound(t('assets.form.assetNotFound'))}>
      {(loaded) => typeForm(loaded)}
    </QueryState>
  );
}
