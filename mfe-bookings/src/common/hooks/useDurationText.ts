import { useTranslation } from 'react-i18next';

/** Minutes in words: "45 min", "2 h", "1 h 30 min". */
export function useDurationText(): (minutes: number) => string {
  const { t } = useTranslation('bookings');
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t('common.duration.minutes', { minutes });
    return rest === 0 ? t('common.duration.hours', { hours }) : t('common.duration.hoursMinutes', { hours, minutes: rest });
  };
}
