import { trackAdClick } from '../../../shared/contracts/sponsored/ad-serving';
import { implement } from '../../callables/implement';
import { countAdEvent } from '../count-ad-event';

/** Anyone (the contract's access): the card calls it as it is followed to the model's page. */
export const trackAdClickFunction = implement(trackAdClick, (input, ctx) => countAdEvent(ctx, input, 'click'));
