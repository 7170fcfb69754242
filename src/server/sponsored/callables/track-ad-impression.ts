import { trackAdImpression } from '../../../shared/contracts/sponsored/ad-serving';
import { implement } from '../../callables/implement';
import { countAdEvent } from '../count-ad-event';

/** Anyone (the contract's access): the page calls it once half the card has been in view for a second. */
export const trackAdImpressionFunction = implement(trackAdImpression, (input, ctx) => countAdEvent(ctx, input, 'impression'));
