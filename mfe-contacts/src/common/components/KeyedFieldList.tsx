import { Button, Flex, Input, Select, Typography } from '@frontdesk/shared/antd';
import { Card, DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Form, Switch, type FormInstance } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import type { ReactNode } from 'react';
import { keyOfRow } from '../fieldKey';

/** The form's list of rows (an asset type's fields, a form's questions). */
const LIST = 'fields';

type Texts = {
  /** a row's title and its remove button's name, by its number from 1 */
  title: (n: number) => string;
  remove: (n: number) => string;
  none: string;
  add: string;
  kind: string;
  required: string;
  label: { required: string; needsLetters: string; taken: string };
};

type Props<Kind extends string> = {
  texts: Texts;
  kinds: { value: Kind; label: string }[];
  /** the kind a new row starts as */
  newKind: Kind;
  max: number;
  /** the row's label field, given its rules (the key comes from it) */
  labelField: (name: number, rules: ReturnType<typeof keyedLabelRules>) => ReactNode;
};

/**
 * A field's label, checked as its key will be: given, with a letter or digit to key it by, and not
 * keyed as another row of the list.
 */
export function keyedLabelRules(name: number, texts: Texts['label']) {
  return [
    { required: true, whitespace: true, message: texts.required },
    ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
      validator: (_: unknown, value?: string) => {
        if (!value?.trim()) return Promise.resolve();
        const all = (getFieldValue(LIST) ?? []) as { key?: string; label?: string }[];
        const own = keyOfRow(all[name]);
        if (!own) return Promise.reject(new Error(texts.needsLetters));
        const same = all.filter((row, i) => i !== name && keyOfRow(row) === own);
        return same.length ? Promise.reject(new Error(texts.taken)) : Promise.resolve();
      },
    }),
  ];
}

/**
 * A field list editor (an asset type's fields, a form's questions): each row titled and removable,
 * its label (keyed from it; a row that exists keeps its key: what was kept under it uses it), its
 * kind and whether it is required; rows added up to `max`.
 */
export function KeyedFieldList<Kind extends string>({ texts, kinds, newKind, max, labelField }: Props<Kind>) {
  return (
    <Form.List name={LIST}>
      {(list, { add, remove }) => (
        <Flex vertical gap="small" style={{ marginBlockEnd: 16 }}>
          {list.length === 0 && <Typography.Text type="secondary">{texts.none}</Typography.Text>}
          {list.map(({ key, name }, index) => (
            <Card
              key={key}
              size="small"
              title={texts.title(index + 1)}
              extra={<Button type="text" danger icon={<DeleteOutlined aria-hidden />} onClick={() => remove(name)} aria-label={texts.remove(index + 1)} />}
            >
              <Form.Item name={[name, 'key']} hidden>
                <Input />
              </Form.Item>
              {labelField(name, keyedLabelRules(name, texts.label))}
              <Flex gap="middle" wrap align="flex-start">
                <Form.Item label={texts.kind} name={[name, 'kind']} style={{ flex: '1 1 160px', marginBottom: 8 }}>
                  <Select options={kinds} />
                </Form.Item>
                <Form.Item label={texts.required} name={[name, 'required']} valuePropName="checked" style={{ flex: '0 0 auto', marginBottom: 8 }}>
                  <Switch />
                </Form.Item>
              </Flex>
            </Card>
          ))}
          <div>
            <Button icon={<PlusOutlined aria-hidden />} onClick={() => add({ label: '', kind: newKind, required: false })} disabled={list.length >= max}>
              {texts.add}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
