import { bus, useSession, type AssetTypeDetail } from '@frontdesk/shared';
import { Alert, Button, Empty, Flex, Typography, theme } from '@frontdesk/shared/antd';
import { Modal, Popconfirm, Table, Tag, type TableProps } from '@frontdesk/shared/antd-pages';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../contact/components/LoadFailed';
import { useRequest } from '../../contact/hooks/useRequest';
import { statusOf } from '../../contact/utils/apiErrors';
import { createAssetType, deleteAssetType, fetchAssetTypes, refreshSessionUser, updateAssetType } from '../api';
import { AssetTypeForm } from './AssetTypeForm';

/** What the editor is open on: a new type, or one of the list. */
type Editing = { mode: 'new' } | { mode: 'edit'; assetType: AssetTypeDetail };

/**
 * /app/contacts/asset-types: the business's asset types (vehicles, pets…) and their fields. Admins
 * create, change and delete them; staff see them. Any change refreshes the session user, whose
 * settings carry the types (the shell's quick-add menu, the contact page's Add asset).
 */
export function AssetTypesPage() {
  const { t } = useTranslation('contacts');
  const { token } = theme.useToken();
  const { user } = useSession();
  const admin = user?.role === 'admin';
  const [editing, setEditing] = useState<Editing>();
  const [failure, setFailure] = useState<string>();
  const { state, retry } = useRequest('asset-types', (signal) => fetchAssetTypes(signal));

  const changed = (message: string) => {
    bus.emit({ type: 'notify', level: 'success', message });
    retry();
    void refreshSessionUser();
  };

  const remove = async (assetType: AssetTypeDetail) => {
    setFailure(undefined);
    try {
      await deleteAssetType(assetType.id);
      changed(t('assetTypes.deleted', { name: assetType.type_name }));
    } catch (error) {
      setFailure(statusOf(error) === 409 ? t('assetTypes.inUse') : t('assetTypes.deleteFailed'));
    }
  };

  const columns: TableProps<AssetTypeDetail>['columns'] = [
    { key: 'name', title: t('assetTypes.columns.name'), render: (_, type) => <Typography.Text strong>{type.type_name}</Typography.Text> },
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
                {field.label} · {t(`assetTypes.kinds.${field.kind}`)}
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
                  aria-label={t('assetTypes.editNamed', { name: type.type_name })}
                >
                  {t('assetTypes.edit')}
                </Button>
                <Popconfirm
                  title={t('assetTypes.confirmDelete', { name: type.type_name })}
                  okText={t('assetTypes.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('ui.cancel')}
                  onConfirm={() => remove(type)}
                >
                  <Button danger icon={<DeleteOutlined aria-hidden />} aria-label={t('assetTypes.deleteNamed', { name: type.type_name })}>
                    {t('assetTypes.delete')}
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="large">
      <Flex align="center" justify="space-between" gap="middle" wrap>
        <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
          {t('routes:assetTypes')}
        </Typography.Title>
        {admin && (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
            {t('assetTypes.new')}
          </Button>
        )}
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {t('assetTypes.intro')}
      </Typography.Paragraph>
      {!admin && <Alert type="info" showIcon title={t('assetTypes.readOnly')} />}
      {failure && <Alert type="error" showIcon title={failure} closable={{ onClose: () => setFailure(undefined) }} />}
      {state.status === 'failed' ? (
        <LoadFailed title={t('assetTypes.failed')} onRetry={retry} />
      ) : (
        <Table<AssetTypeDetail>
          rowKey="id"
          columns={columns}
          dataSource={state.data?.items ?? []}
          loading={state.status === 'loading'}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{
            emptyText:
              state.status === 'loading' ? (
                <span />
              ) : (
                <Empty description={t(admin ? 'assetTypes.empty' : 'assetTypes.emptyStaff')}>
                  {admin && (
                    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({ mode: 'new' })}>
                      {t('assetTypes.new')}
                    </Button>
                  )}
                </Empty>
              ),
          }}
        />
      )}
      <Modal
        open={editing !== undefined}
        title={t(editing?.mode === 'edit' ? 'assetTypes.form.editTitle' : 'assetTypes.form.newTitle')}
        footer={null}
        onCancel={() => setEditing(undefined)}
        destroyOnHidden
        width={720}
      >
        {editing && (
          <AssetTypeForm
            assetType={editing.mode === 'edit' ? editing.assetType : undefined}
            save={(input) => (editing.mode === 'edit' ? updateAssetType(editing.assetType.id, input) : createAssetType(input))}
            onSaved={() => {
              setEditing(undefined);
              changed(t(editing.mode === 'edit' ? 'assetTypes.saved' : 'assetTypes.created'));
            }}
            onCancel={() => setEditing(undefined)}
          />
        )}
      </Modal>
    </Flex>
  );
}
