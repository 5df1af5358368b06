// Test helpers for every package's jest tests (never imported by app code): render with the
// platform's providers, answer the API at the fetch boundary, build fixtures, drive antd widgets.
export {
  aUser,
  aContact,
  aReminder,
  anAssetType,
  anAsset,
  anImportJob,
  aBooking,
  aBookingSettings,
  anInvoice,
  aTransaction,
  listed,
  withheld,
} from './fixtures';
export { signedInAs } from './signedInAs';
export { aPage } from './aPage';
export { renderAt, renderMicroAppAt, currentAddress, navigateTo } from './render';
export { serveApi, json, noContent, problem, fieldProblem, never, held, unreachable, type ApiCall, type Reply, type Routes } from './serveApi';
export { chooseOption } from './antd';
export { giveChartsASize } from './giveChartsASize';
export { fakeMedia } from './fakeMedia';
export { spyOnPageLoads } from './pageLoads';
