import type { Translations } from '@frontdesk/shared';

// Empty until this remote's first screen: page titles come from the shared `routes:` namespace.
const en = {};

const es: Translations<typeof en>['es'] = {};

export const translations: Translations<typeof en> = { en, es };
