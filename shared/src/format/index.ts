// shared/format: how every package writes phones, days, moments, money and numbers.
export { formatPhone } from './phone';
export {
  dateFormatter,
  formatDay,
  formatDayRange,
  formatMoment,
  formatDate,
  formatClock,
  formatTimeOfDay,
  dayIn,
  todayIn,
  type DayStyle,
  type MomentOptions,
  type WithZone,
} from './dates';
export {
  formatBasisPoints,
  formatMoney,
  formatMoneyShort,
  formatNumber,
  numberFormatter,
  parseMoney,
  parsePercent,
  moneyInputText,
  signedAmount,
} from './money';
export { parseTimeOfDay } from './timeOfDay';
export { parseNumber, numberInputText, withinLimits, type NumberLimits } from './number';
export { localDay, parseDay, isDay, addDays, addMonths, daysBetween, weekdayOf, mondayOf, isRange, appliedRange, type DayRange } from './days';
export { useFormat, formattersFor, type Formatters } from './useFormat';
export { zoneName, readerZone, isReaderZone } from './zone';
export { isolate, unisolate, FSI, PDI } from '../i18n/bidi';
