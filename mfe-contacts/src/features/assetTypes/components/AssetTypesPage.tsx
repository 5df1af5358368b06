import { failureCodeOf, statusOf, useApiMutation, useAssetTexts, useIsAdmin, useQuery, type AssetTypeDetail, type AssetTypeInput } from '@frontdesk/shared';
import { Alert, Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined, Table, type TableProps } from '@frontdesk/shared/antd-pages';
import { Popconfirm, Tag } from '@frontdesk/shared/antd-more';
import { EditOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { EmptyState, QueryState } from '@frontdesk/shared/ui';
import { ErrorAlert, PageTitle } from '@frontdesk/shared/ui-pages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { assetTypesQuery } from '../../../common/api/assetTypes';
import { createAssetType, deleteAssetType, refreshSessionUser, updateAssetType } from '../api';
import { AssetTypeModal } from './AssetTypeModal';

/** What the editor is open on: a new type, or one of the list. */
type Editing = { mode: 'new' } | { mode: 'edit'; assetType: AssetTypeDetail };

/**
 * /app/contacts/asset-types: the business's asset types (vehicles, pets…) and their fields. Admins
 * create, change and delete them; staff see them. Any change refreshes the session user, whose
 * settings carry the types (the shell's quick-add menu, the contact page's Add asset).
 */
export function AssetTypesPage() {
  const { t } = useTranslation('contacts');
  const { typeName, fieldLabel } = useAssetTexts();
  const admin = useIsAdmin();
  const [editing, setEditing] = useState<Editing>();
  const types = useQuery(assetTypesQuery());
  // the session user carries the types (the shell's quick-add, the contact page's Add asset): load it again
  const changed = { invalidates: [['asset-types']], onSuccess: refreshSessionUser };
  const save = useApiMutation({
    ...changed,
    mutationFn: (input: AssetTypeInput) => (editing?.mode === 'edit' ? updateAssetType(editing.assetType.id, input) : createAssetType(input)),
    successMessage: () => t(editing?.mode === 'edit' ? 'assetTypes.saved' : 'assetTypes.created'),
    failureToast: false,
    onSuccess: async () => {
      await changed.onSuccess();
      setEditing(undefined);
    },
  });
  const remove = useApiMutation({
    ...changed,
    mutationFn: (assetType: AssetTypeDetail) => deleteAssetType(assetType.id),
    successMessage: (_, assetType) => t('assetTypes.deleted', { name: typeName(assetType.type_name) }),
    failureToast: false,
  });
  // a type with assets is refused (409): say why in this page's words
  const inUse = remove.isError && (statusOf(remove.error) === 409 || failureCodeOf(remove.error) === 'in_use');

  const columns: TableProps<AssetTypeDetail>['columns'] = [
    { key: 'name', title: t('assetTypes.columns.name'), render: (_, type) => <Typography.Text strong>{typeName(type.type_name)}</Typography.Text> },
    {
      key: 'bookable',
      title: t('assetTypes.columns.bookable'),
      render: (_, type) => t(type.bookable ? 'ui.yes' : 'ui.no'),
    },
    {
      key: 'fields',
      title: t('assetTypes.columns.fields'),
      render: (_, type) =>
        type.fields.length ? (
          <Flex gap={4} wrap>
            {type.fields.map((field) => (
              <Tag key={field.key}>
                {fieldLabel(field)} · {t(`assetTypes.kinds.${field.kind}`)}
                {field.required ? ` · ${t('assetTypes.requiredMark')}` : ''}
              </Tag>
            ))}
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('assetTypes.noFields')}</Typography.Text>
        ),
    },
    { key: 'assets', title: t('assetTypes.columns.assets'), align: 'end', render: (_, type) => type.assetCount },
    ...(admin
      ? [
          {
            key: 'actions',
            title: t('assetTypes.columns.actions'),
            render: (_: unknown, type: AssetTypeDetail) => (
              <Flex gap="small" wrap>
                <Button
                  icon={<EditOutlined aria-hidden />}
                  onClick={() => setEditing({ mode: 'edit', assetType: type })}
                  aria-label={t('assetTypes.editNamed', { name: typeName(type.type_name) })}
                >
                  {t('assetTypes.edit')}
                </Button>
                <Popconfirm
                  title={t('assetTypes.confirmDelete', { name: typeName(type.type_name) })}
                  okText={t('assetTypes.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('ui.cancel')}
                  onConfirm={() => remove.mutateAsync(type).catch(() => undefined)}
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('assetTypes.deleteNamed', { name: typeName(type.type_name) })}>
                    {t('assetTypes.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  const newType = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
      {t('assetTypes.new')}
    </Button>
  );

  return (
    <Flex vertical gap="large">
      <PageTitle routeId="assetTypes" intro={t('assetTypes.intro')} extra={admin ? newType : null} />
      {!admin && <Alert type="info" showIcon title={t('assetTypes.readOnly')} />}
      <ErrorAlert text={inUse ? t('assetTypes.inUse') : remove.errorText && t('assetTypes.deleteFailed', { reason: remove.errorText })} />
      <QueryState
        query={types}
        size="section"
        failed={t('assetTypes.failed')}
        isEmpty={(list) => list.items.length === 0}
        empty={<EmptyState title={t(admin ? 'assetTypes.empty' : 'assetTypes.emptyStaff')} action={admin ? newType : null} />}
      >
        {(list) => (
          <Table<AssetTypeDetail>
            rowKey="id"
            columns={columns}
            dataSource={list.items}
            loading={types.isFetching}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </QueryState>
      {editing && <AssetTypeModal assetType={editing.mode === 'edit' ? editing.assetType : undefined} save={save} onClose={() => setEditing(undefined)} />}
    </Flex>
  );
}
