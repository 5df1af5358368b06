import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography } from '@frontdesk/shared/antd';
import { DeleteOutlined } from '@frontdesk/shared/antd-pages';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { PlusOutlined } from '@frontdesk/shared/icons';
import { TimeOfDayInput } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { CLOCK_END, CLOCK_START, DEFAULT_SHIFT, MAX_SHIFTS_PER_WEEK, shiftProblem, toShifts, type DayValues, type ShiftValues } from '../utils/hours';

type Props = {
  /** the day's row in the form's `days` (0 Monday … 6 Sunday) */
  index: number;
  /** the weekday's name ("Monday") */
  day: string;
};

const ROW = { marginBottom: 8 };
const TIME = { inlineSize: 104 };

/** One weekday of a member's week: whether they work it, and its intervals ('HH:MM'; the end may be 24:00). */
export function DayHours({ index, day }: Props) {
  const { t } = useTranslation('bookings');
  const form = Form.useFormInstance();
  const format = useFormat();
  const works = Form.useWatch(['days', index, 'works'], form) as boolean | undefined;
  const shiftsPath = ['days', index, 'shifts'];
  // a day switched on with no intervals gets the usual one
  const switched = (on: boolean) => {
    const shifts = (form.getFieldValue(shiftsPath) ?? []) as ShiftValues[];
    if (on && shifts.length === 0) form.setFieldValue(shiftsPath, [DEFAULT_SHIFT]);
  };

  return (
    <Flex gap="small" align="flex-start" wrap role="group" aria-label={day}>
      <Flex gap="small" align="center" style={{ inlineSize: 150, minBlockSize: 32 }}>
        <Form.Item name={[index, 'works']} valuePropName="checked" noStyle>
          <Switch size="small" aria-label={t('team.form.worksOn', { day })} onChange={switched} />
        </Form.Item>
        <Typography.Text>{day}</Typography.Text>
      </Flex>
      {works ? (
        <Form.List name={[index, 'shifts']}>
          {(fields, { add, remove }) => (
            <Flex vertical style={{ flex: 1 }}>
              {fields.map((field, n) => {
                const label = { day, n: n + 1 };
                return (
                  <Flex key={field.key} gap="small" align="flex-start">
                    <Form.Item
                      name={[field.name, 'starts']}
                      style={ROW}
                      rules={[{ pattern: CLOCK_START, required: true, message: t('team.form.startInvalid', { example: format.timeOfDay('09:30') }) }]}
                    >
                      <TimeOfDayInput aria-label={t('team.form.shiftStarts', label)} placeholder={format.timeOfDay('09:00')} maxLength={12} style={TIME} />
                    </Form.Item>
                    <span aria-hidden style={{ lineHeight: '32px' }}>
                      –
                    </span>
                    <Form.Item
                      name={[field.name, 'ends']}
                      style={ROW}
                      dependencies={[[...shiftsPath, field.name, 'starts']]}
                      rules={[
                        { pattern: CLOCK_END, required: true, message: t('team.form.endInvalid', { example: format.timeOfDay('17:30') }) },
                        ({ getFieldValue }) => ({
                          validator: () => {
                            const problem = shiftProblem((getFieldValue(shiftsPath) ?? []) as ShiftValues[], field.name);
                            return problem ? Promise.reject(new Error(t(`team.form.${problem}`))) : Promise.resolve();
                          },
                        }),
                      ]}
                    >
                      <TimeOfDayInput end aria-label={t('team.form.shiftEnds', label)} placeholder={format.timeOfDay('17:00')} maxLength={12} style={TIME} />
                    </Form.Item>
                    {fields.length > 1 && (
                      <Button
                        type="text"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('team.form.removeShift', label)}
                        onClick={() => remove(field.name)}
                      />
                    )}
                  </Flex>
                );
              })}
              {/* redrawn alone on each change: a week may hold as many shifts as the API takes */}
              <Form.Item noStyle shouldUpdate>
                {() => (
                  <div style={ROW}>
                    <Button
                      size="small"
                      icon={<PlusOutlined aria-hidden />}
                      disabled={toShifts((form.getFieldValue('days') ?? []) as DayValues[]).hours.length >= MAX_SHIFTS_PER_WEEK}
                      aria-label={t('team.form.addShiftOn', { day })}
                      onClick={() => add({ starts: '', ends: '' })}
                    >
                      {t('team.form.addShift')}
                    </Button>
                  </div>
                )}
              </Form.Item>
            </Flex>
          )}
        </Form.List>
      ) : (
        <Typography.Text type="secondary" style={{ lineHeight: '32px' }}>
          {t('team.form.dayOff')}
        </Typography.Text>
      )}
    </Flex>
  );
}
