// Test helpers for every package's jest tests (never imported by app code).
export { aUser } from './fixtures';
export { renderMicroAppAt } from './renderMicroAppAt';
