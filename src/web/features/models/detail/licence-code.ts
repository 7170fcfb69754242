import { LICENCE_LABELS, type Licence } from '../../../../shared/constants/model-rules';

/**
 * The licence's short code, shown after its full name so people can look it up, or null: a custom
 * licence has no code, and a name that already carries its code ("Public domain (CC0)") would read
 * it twice.
 */
export function licenceCode(licence: Licence): string | null {
  if (licence === 'Custom' || LICENCE_LABELS[licence].includes(licence)) return null;
  return licence;
}
