import type { Translations } from '@frontdesk/shared';

const en = {};

const es: Translations<typeof en>['es'] = {};

export const settingsTexts: Translations<typeof en> = { en, es };
