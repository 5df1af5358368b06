import { buildPath, useContactSearch, useFormat } from '@frontdesk/shared';
import { Button, Flex, Input, Typography } from '@frontdesk/shared/antd';
import { AutoComplete, CloseOutlined } from '@frontdesk/shared/antd-pages';
import { UserOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CartContact } from '../utils/cart';

type Props = {
  contact: CartContact | null;
  onChange: (contact: CartContact | null) => void;
  /** the search's hint, and the label of the button that takes the contact off (checkout's by default) */
  placeholder?: string;
  removeLabel?: (name: string) => string;
};

/**
 * Who the sale is for: picked with the contact search the search drawer uses (spec §5), or none (a
 * walk-in). Deposits pick their customer, and filter on one, with it too.
 */
export function ContactPicker({ contact, onChange, placeholder, removeLabel }: Props) {
  const { t } = useTranslation('payments');
  const { phone } = useFormat();
  const [text, setText] = useState('');
  const { q, query } = useContactSearch(text);
  const hits = q ? (query.data ?? []) : [];
  if (contact) {
    return (
      <Flex align="center" gap="small" wrap>
        <UserOutlined aria-hidden />
        <Link to={buildPath('contact', { contactId: contact.id })}>{contact.name || t('checkout.contact.unnamed')}</Link>
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={removeLabel ? removeLabel(contact.name) : t('checkout.contact.remove', { name: contact.name })} onClick={() => onChange(null)} />
      </Flex>
    );
  }
  return (
    <AutoComplete
      value={text}
      onChange={setText}
      style={{ width: '100%' }}
      options={hits.map((hit) => ({
        value: hit.id,
        title: hit.full_name,
        label: (
          <Flex justify="space-between" gap="middle">
            <span>{hit.full_name}</span>
            <Typography.Text type="secondary">{hit.phone ? phone(hit.phone) : hit.email}</Typography.Text>
          </Flex>
        ),
      }))}
      onSelect={(id: string) => {
        const hit = hits.find((h) => h.id === id);
        if (hit) onChange({ id: hit.id, name: hit.full_name });
        setText('');
      }}
      defaultActiveFirstOption
      notFoundContent={q && !query.isFetching ? t('checkout.contact.none') : null}
    >
      <Input aria-label={t('checkout.contact.search')} placeholder={placeholder ?? t('checkout.contact.placeholder')} prefix={<UserOutlined aria-hidden />} />
    </AutoComplete>
  );
}
