import { Button, Flex, Input } from '@frontdesk/shared/antd';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** the button's text while closed */
  open: string;
  /** the field's accessible name */
  label: string;
  placeholder?: string;
  submit: string;
  maxLength: number;
  busy: boolean;
  /** sends the name (trimmed, not blank); resolves once it is kept */
  onAdd: (name: string) => Promise<unknown>;
};

/**
 * A button that opens a one-line field to add something by its name (a list, a card, a checklist,
 * an item): Enter adds it and leaves the field open for the next, Escape closes it.
 */
export function AddInline({ open: openText, label, placeholder, submit, maxLength, busy, onAdd }: Props) {
  const { t } = useTranslation('collab');
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  if (!open) {
    return (
      <Button type="text" icon={<PlusOutlined aria-hidden />} onClick={() => setOpen(true)} block style={{ justifyContent: 'flex-start' }}>
        {openText}
      </Button>
    );
  }
  const add = () => {
    const trimmed = name.trim();
    if (!trimmed) return;
    void onAdd(trimmed)
      .then(() => setName(''))
      .catch(() => undefined);
  };
  return (
    <Flex vertical gap={6}>
      <Input
        autoFocus
        aria-label={label}
        placeholder={placeholder ?? label}
        value={name}
        maxLength={maxLength}
        onChange={(event) => setName(event.target.value)}
        onPressEnter={add}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      />
      <Flex gap={6}>
        <Button type="primary" size="small" onClick={add} loading={busy} disabled={!name.trim()}>
          {submit}
        </Button>
        <Button size="small" onClick={() => setOpen(false)}>
          {t('kanban.cancel')}
        </Button>
      </Flex>
    </Flex>
  );
}
