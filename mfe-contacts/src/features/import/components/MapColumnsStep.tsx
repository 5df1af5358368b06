import { numberFormatter, type DuplicatePolicy } from '@frontdesk/shared';
import { Alert, Button, Flex, Select, Typography } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Form } from '@frontdesk/shared/antd-more';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_FIELDS, type ColumnTarget } from '../utils/fields';
import { doubledFields, mapsAName } from '../utils/mapRows';
import type { ParsedCsv } from '../utils/parseCsv';
import { StepHeading } from './StepHeading';

const POLICIES: DuplicatePolicy[] = ['skip', 'update', 'create'];
/** Rows looked at for a column's example value. */
const EXAMPLE_ROWS = 10;

type Props = {
  csv: ParsedCsv;
  mapping: ColumnTarget[];
  onMapping: (mapping: ColumnTarget[]) => void;
  policy: DuplicatePolicy;
  onPolicy: (policy: DuplicatePolicy) => void;
  onBack: () => void;
  onStart: () => void;
  focus: boolean;
};

/** Step 2: the contact field each CSV column fills (guessed from the headers), and what to do with duplicates. */
export function MapColumnsStep({ csv, mapping, onMapping, policy, onPolicy, onBack, onStart, focus }: Props) {
  const { t, i18n } = useTranslation('contacts');
  const id = useId();
  const doubled = doubledFields(mapping);
  const named = mapsAName(mapping);
  const ready = named && doubled.size === 0;
  const fieldName = (target: ColumnTarget) => (target === 'skip' ? t('contactImport.skip') : t(`fields.${target}`));
  const options = (['skip', ...IMPORT_FIELDS] as ColumnTarget[]).map((value) => ({ value, label: fieldName(value) }));

  return (
    <Flex vertical gap="middle">
      <StepHeading n={2} title={t('contactImport.steps.map')} focus={focus} />
      <Typography.Paragraph style={{ margin: 0 }}>{t('contactImport.map.help')}</Typography.Paragraph>
      <Form component="div" layout="horizontal" labelCol={{ flex: '220px' }} labelAlign="left" labelWrap>
        {csv.headers.map((header, column) => {
          const target = mapping[column] ?? 'skip';
          const example = csv.rows
            .slice(0, EXAMPLE_ROWS)
            .map((row) => row[column]?.trim() ?? '')
            .find(Boolean);
          const twice = target !== 'skip' && doubled.has(target);
          return (
            <Form.Item
              key={column}
              label={header || t('contactImport.file.column', { n: column + 1 })}
              htmlFor={`${id}-${column}`}
              validateStatus={twice ? 'error' : undefined}
              help={twice ? t('contactImport.map.doubled', { field: fieldName(target) }) : undefined}
              extra={example ? t('contactImport.map.example', { value: example }) : t('contactImport.map.noExample')}
            >
              <Select<ColumnTarget>
                id={`${id}-${column}`}
                value={target}
                options={options}
                virtual={false}
                style={{ width: 260, maxWidth: '100%' }}
                onChange={(value) => onMapping(csv.headers.map((_, c) => (c === column ? value : (mapping[c] ?? 'skip'))))}
              />
            </Form.Item>
          );
        })}
      </Form>
      {named ? null : <Alert type="warning" showIcon title={t('contactImport.map.needsName')} />}
      <Flex vertical gap="small">
        <Typography.Text strong id={`${id}-policy`}>
          {t('contactImport.map.duplicates')}
        </Typography.Text>
        <Radio.Group aria-labelledby={`${id}-policy`} value={policy} onChange={(event) => onPolicy(event.target.value as DuplicatePolicy)}>
          <Flex vertical gap="small">
            {POLICIES.map((value) => (
              <Radio key={value} value={value}>
                {t(`contactImport.map.policy.${value}`)}
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Flex>
      <Flex justify="space-between" gap="middle">
        <Button onClick={onBack}>{t('contactImport.back')}</Button>
        <Button type="primary" disabled={!ready} onClick={onStart}>
          {t('contactImport.map.start', { count: csv.rows.length, formatted: numberFormatter(i18n.language).format(csv.rows.length) })}
        </Button>
      </Flex>
    </Flex>
  );
}
