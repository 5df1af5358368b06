import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useContactSearch } from '../contactSearch/useContactSearch';
import { useFormat } from '../format/useFormat';
import { buildPath } from '../routes/routeTable';
import { Button, Flex, Input, Typography } from './antd';
import { AutoComplete, CloseOutlined } from './antdPages';
import { UserOutlined } from './icons';

/** A picked contact: its id and the name shown. */
export type PickedContact = { id: string; name: string };

type Props = {
  /** the contact picked, or null (`valuePropName="contact"` makes it an antd form control) */
  contact?: PickedContact | null;
  onChange?: (contact: PickedContact | null) => void;
  /** the search's hint and the label of the button that takes the contact off (the kit's by default) */
  placeholder?: string;
  removeLabel?: (name: string) => string;
  /** the search field's accessible name ("Customer" by default) */
  label?: string;
  /**
   * Once a contact is picked from the search, moves focus to the next control a person fills (the
   * checkout's item search); by default the picked contact's link has it. Never the page's body.
   */
  onPicked?: () => void;
  /** contacts not offered (the one a duplicate is merged into) */
  exclude?: string[];
};

/**
 * Who a sale, a deposit or a booking is for: picked with the contact search the search drawer uses
 * (spec §5), shown as a link to the contact once picked, with a button that takes it off.
 */
export function ContactPicker({ contact = null, onChange, placeholder, removeLabel, label, onPicked, exclude }: Props) {
  const { t } = useTranslation('common');
  const { phone } = useFormat();
  const [text, setText] = useState('');
  // where focus goes once the field it was in is gone: picked, the next control; taken off, the search
  const moved = useRef<'picked' | 'removed' | null>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const picked = contact !== null;
  useEffect(() => {
    const why = moved.current;
    moved.current = null;
    if (why === 'picked' && picked) (onPicked ?? (() => link.current?.focus()))();
    if (why === 'removed' && !picked) search.current?.focus();
  }, [picked, onPicked]);
  const { q, query } = useContactSearch(text);
  const hits = q ? (query.data?.hits ?? []).filter((hit) => !exclude?.includes(hit.id)) : [];
  if (contact) {
    const name = contact.name || t('contactPicker.unnamed');
    return (
      <Flex align="center" gap="small" wrap>
        <UserOutlined aria-hidden />
        <Link ref={link} to={buildPath('contact', { contactId: contact.id })}>
          {name}
        </Link>
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={removeLabel ? removeLabel(name) : t('contactPicker.remove', { name })}
          onClick={() => {
            moved.current = 'removed';
            onChange?.(null);
          }}
        />
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
        if (hit) {
          moved.current = 'picked';
          onChange?.({ id: hit.id, name: hit.full_name });
        }
        setText('');
      }}
      defaultActiveFirstOption
      notFoundContent={q && !query.isFetching ? t('contactPicker.none') : null}
    >
      <Input
        ref={(input) => {
          search.current = input?.input ?? null;
        }}
        aria-label={label ?? t('contactPicker.search')}
        placeholder={placeholder ?? t('contactPicker.placeholder')}
        prefix={<UserOutlined aria-hidden />}
      />
    </AutoComplete>
  );
}
