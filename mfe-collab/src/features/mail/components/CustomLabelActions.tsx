import { useApiMutation, useQuery } from '@frontdesk/shared';
import { Button, Flex } from '@frontdesk/shared/antd';
import { Popconfirm } from '@frontdesk/shared/antd-more';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { EditOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { deleteLabel, mailLabelsQuery } from '../api';
import { mailPath } from '../utils/labels';
import { LabelFormModal } from './LabelFormModal';

/** Rename or delete the person's own label whose mails are shown (deleting it leaves its mails, and goes to All mail). */
export function CustomLabelActions({ labelId }: { labelId: string }) {
  const { t } = useTranslation('collab');
  const navigate = useNavigate();
  const labels = useQuery(mailLabelsQuery());
  const label = labels.data?.items.find((item) => item.id === labelId);
  const [renaming, setRenaming] = useState(false);
  const remove = useApiMutation({
    mutationFn: () => deleteLabel(labelId),
    invalidates: [['mail']],
    successMessage: t('mail.label.deleted', { name: label?.name ?? '' }),
    onSuccess: () => navigate(mailPath({ label: 'all' })),
  });
  if (!label) return null;
  return (
    <Flex gap="small" wrap>
      <Button icon={<EditOutlined aria-hidden />} onClick={() => setRenaming(true)}>
        {t('mail.label.rename')}
      </Button>
      <Popconfirm
        title={t('mail.label.deleteConfirm', { name: label.name })}
        okText={t('mail.label.delete')}
        cancelText={t('mail.label.cancel')}
        onConfirm={() => remove.mutate()}
      >
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={remove.busy}>
          {t('mail.label.delete')}
        </Button>
      </Popconfirm>
      {renaming ? <LabelFormModal label={label} onClose={() => setRenaming(false)} /> : null}
    </Flex>
  );
}
