import type { Licence } from '../../../shared/constants/model-rules';

/** The deed of each Creative Commons licence we offer; a custom licence has none to point at. */
const LICENCE_URLS: Record<Licence, string | null> = {
  'CC-BY-4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC-BY-SA-4.0': 'https://creativecommons.org/licenses/by-sa/4.0/',
  'CC-BY-NC-4.0': 'https://creativecommons.org/licenses/by-nc/4.0/',
  CC0: 'https://creativecommons.org/publicdomain/zero/1.0/',
  Custom: null,
};

export function licenceUrl(licence: string): string | null {
  return Object.hasOwn(LICENCE_URLS, licence) ? LICENCE_URLS[licence as Licence] : null;
}
