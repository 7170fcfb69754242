import { getSiteInfo } from '../../../shared/contracts/site/site-info';
import { implement } from '../../callables/implement';

export const getSiteInfoFunction = implement(getSiteInfo, async (_input, ctx) => ({
  supportEmail: ctx.config.supportEmail,
  googleSignIn: ctx.config.google !== undefined,
  modelFileMaxBytes: ctx.config.uploads.modelFileMaxBytes,
}));
