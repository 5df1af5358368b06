import { useFormat } from '@frontdesk/shared';
import { Button, Flex, Typography, theme } from '@frontdesk/shared/antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarColumn, CalendarView } from '../utils/columns';
import { longDay, wallClock, weekdayName } from '../utils/labels';
import { merged } from '../utils/layout';

type Props = { view: CalendarView; column: CalendarColumn; today: string; onOpenDay: (day: string) => void; style: CSSProperties };

/**
 * A column's heading: the staff member (their colour and name) and their hours that day, or, in the
 * week view, the day (today marked), which opens that day on its own.
 */
export function ColumnHeader({ view, column, today, onOpenDay, style }: Props) {
  const { t } = useTranslation('bookings');
  const { locale } = useFormat();
  const { token } = theme.useToken();
  const frame: CSSProperties = {
    ...style,
    paddingBlock: token.paddingXS,
    paddingInline: token.paddingSM,
    borderBlockEnd: `1px solid ${token.colorBorderSecondary}`,
    borderInlineStart: `1px solid ${token.colorBorderSecondary}`,
    minInlineSize: 0,
  };

  // a whole day off and its label ("Off: Family holiday"); in the week of everyone, who is off
  const away =
    column.away.length === 0
      ? null
      : view === 'week' && !column.member
        ? t('calendar.header.awayNames', { names: column.away.map((a) => a.member.name).join(', ') })
        : column.away[0]!.note
          ? t('calendar.header.offFor', { note: column.away[0]!.note })
          : t('calendar.header.off');
  const awayLine = away && (
    <Typography.Text type="secondary" ellipsis title={away} style={{ display: 'block', fontSize: token.fontSizeSM }}>
      {away}
    </Typography.Text>
  );

  if (view === 'week') {
    const isToday = column.day === today;
    return (
      <div style={{ ...frame, textAlign: 'center' }}>
        <Button
          type="text"
          aria-label={t('calendar.header.openDay', { day: `${weekdayName(column.day, locale)} ${Number(column.day.slice(8))}` })}
          title={longDay(column.day, locale)}
          onClick={() => onOpenDay(column.day)}
          style={{ blockSize: 'auto', paddingBlock: 2, color: isToday ? token.colorPrimary : undefined }}
        >
          <Flex vertical align="center">
            <span style={{ fontSize: token.fontSizeSM }}>{weekdayName(column.day, locale)}</span>
            <span style={{ fontSize: token.fontSizeLG, fontWeight: isToday ? 700 : 500 }}>{Number(column.day.slice(8))}</span>
          </Flex>
        </Button>
        {column.lanes.length > 1 && (
          // whose lane is whose, in their colour (the blocks name them too)
          <Flex aria-hidden style={{ marginBlockStart: 2 }}>
            {column.lanes.map((member) => (
              <span
                key={member.id}
                title={member.name}
                style={{
                  flex: '1 1 0',
                  minInlineSize: 0,
                  overflow: 'hidden',
                  whiteSpace: 'nowrap',
                  textOverflow: 'ellipsis',
                  fontSize: token.fontSizeSM,
                  color: token.colorTextSecondary,
                  borderBlockEnd: `3px solid ${member.color}`,
                }}
              >
                {member.name.split(' ')[0]}
              </span>
            ))}
          </Flex>
        )}
        {awayLine}
      </div>
    );
  }

  const hours = merged(column.working).map((span) => t('calendar.header.hours', { start: wallClock(span.start, locale), end: wallClock(span.end, locale) }));
  return (
    <div style={frame}>
      <Flex align="center" gap={6} style={{ minInlineSize: 0 }}>
        <span aria-hidden style={{ flex: 'none', inlineSize: 10, blockSize: 10, borderRadius: '50%', background: column.member?.color }} />
        <Typography.Text strong ellipsis>
          {column.member?.name}
        </Typography.Text>
      </Flex>
      {awayLine ?? (
        <Typography.Text type="secondary" ellipsis style={{ display: 'block', fontSize: token.fontSizeSM }}>
          {hours.length > 0 ? <bdi>{hours.join(', ')}</bdi> : t('calendar.header.off')}
        </Typography.Text>
      )}
    </div>
  );
}
