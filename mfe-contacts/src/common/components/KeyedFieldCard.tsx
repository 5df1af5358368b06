import { Button, Input } from '@frontdesk/shared/antd';
import { Card, DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Form, type FormInstance } from '@frontdesk/shared/antd-more';
import type { ReactNode } from 'react';
import { keyOfRow } from '../fieldKey';

type LabelTexts = { required: string; needsLetters: string; taken: string };

/**
 * A field's label, checked as its key will be: given, with a letter or digit to key it by, and not
 * keyed as another field of the list (`list`: the form's list of rows, e.g. 'fields').
 */
export function keyedLabelRules(list: string, name: number, texts: LabelTexts) {
  return [
    { required: true, whitespace: true, message: texts.required },
    ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: (_: unknown, value?: string) => {
        if (!value?.trim()) return Promise.resolve();
        const all = (getFieldValue(list) ?? []) as { key?: string; label?: string }[];
        const own = keyOfRow(all[name]);
        if (!own) return Promise.reject(new Error(texts.needsLetters));
        const same = all.filter((row, i) => i !== name && keyOfRow(row) === own);
        return same.length ? Promise.reject(new Error(texts.taken)) : Promise.resolve();
      },
    }),
  ];
}

type Props = { name: number; title: string; removeLabel: string; onRemove: () => void; children: ReactNode };

/** One field of a field list editor (an asset type's fields, a form's questions): titled, removable, its key kept. */
export function KeyedFieldCard({ name, title, removeLabel, onRemove, children }: Props) {
  return (
    <Card size="small" title={title} extra={<Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={onRemove} aria-label={removeLabel} />}>
      {/* a field that exists keeps its key: what was kept under it uses it */}
      <Form.Item name={[name, 'key']} hidden>
        <Input />
      </Form.Item>
      {children}
    </Card>
  );
}
