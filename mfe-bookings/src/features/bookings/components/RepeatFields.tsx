import { addDays } from '@frontdesk/shared';
import { Flex, Input, Typography, theme } from '@frontdesk/shared/antd';
import { Radio } from '@frontdesk/shared/antd-pages';
import { Form, Switch } from '@frontdesk/shared/antd-more';
import { NumberInput, useNumberRules } from '@frontdesk/shared/ui-pages';
import { useTranslation } from 'react-i18next';
import { REPEAT_COUNT, REPEAT_WEEKS, type NewBookingValues } from '../utils/newBooking';

/**
 * A series (off by default): every N weeks at the same time on the business's clock, ending after
 * a number of appointments or on a day. The API skips a later date that is taken, and says which.
 */
export function RepeatFields() {
  const { t } = useTranslation('bookings');
  const { token } = theme.useToken();
  const form = Form.useFormInstance<NewBookingValues>();
  const repeat = Form.useWatch('repeat', form);
  const ends = Form.useWatch('ends', form);
  const day = Form.useWatch('day', form);
  const { rule } = useNumberRules();

  return (
    <>
      <Form.Item name="repeat" label={t('bookings.repeat.label')} valuePropName="checked">
        <Switch />
      </Form.Item>
      {repeat ? (
        <Flex
          vertical
          style={{
            paddingInlineStart: token.padding,
            borderInlineStart: `${token.lineWidthBold}px solid ${token.colorBorderSecondary}`,
            marginBlockEnd: token.marginLG,
          }}
        >
          <Form.Item
            name="everyWeeks"
            label={t('bookings.repeat.every')}
            rules={[rule({ ...REPEAT_WEEKS, whole: true, required: true, message: t('bookings.repeat.everyInvalid') })]}
          >
            <NumberInput whole suffix={t('bookings.repeat.weeks')} style={{ inlineSize: 160 }} />
          </Form.Item>
          <Form.Item name="ends" label={t('bookings.repeat.ends')}>
            <Radio.Group
              options={[
                { value: 'count', label: t('bookings.repeat.afterCount') },
                { value: 'until', label: t('bookings.repeat.onDay') },
              ]}
            />
          </Form.Item>
          {ends === 'until' ? (
            <Form.Item
              name="until"
              label={t('bookings.repeat.until')}
              dependencies={['day']}
              rules={[
                { required: true, message: t('bookings.repeat.untilRequired') },
                ({ getFieldValue }) => ({
                  validator: (_, until?: string) =>
                    !until || until > String(getFieldValue('day')) ? Promise.resolve() : Promise.reject(new Error(t('bookings.repeat.untilAfterStart'))),
                }),
              ]}
            >
              <Input type="date" min={day ? addDays(day, 1) : undefined} style={{ inlineSize: 180 }} />
            </Form.Item>
          ) : (
            <Form.Item
              name="count"
              label={t('bookings.repeat.count')}
              rules={[rule({ ...REPEAT_COUNT, whole: true, required: true, message: t('bookings.repeat.countInvalid') })]}
            >
              <NumberInput whole style={{ inlineSize: 140 }} />
            </Form.Item>
          )}
          <Typography.Text type="secondary">{t('bookings.repeat.skipNote')}</Typography.Text>
        </Flex>
      ) : null}
    </>
  );
}
