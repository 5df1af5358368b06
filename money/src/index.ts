// @frontdesk/money: the rules of money the API and the browser share (README.md).
export {
  ADJUSTMENT_KINDS,
  ADJUSTMENT_MAX,
  BASIS_POINTS,
  MAX_AMOUNT_MINOR,
  MAX_LINE_QUANTITY,
  allocate,
  changeFor,
  pastTheCap,
  percentOf,
  priceCart,
  type Adjustment,
  type AdjustmentKind,
  type CartInput,
  type LineInput,
  type PastTheCap,
  type PricedLine,
  type Totals,
} from './pricing';
export { majorUnits, minorDigits } from './currency';
export { answerIsKept } from './answers';
