import type { Implementation } from '../../callables/implement';
import { getEmailManagementFunction } from './get-email-management';
import { saveEmailCampaignFunction } from './save-email-campaign';
import { previewEmailCampaignFunction } from './preview-email-campaign';
import { sendEmailCampaignFunction } from './send-email-campaign';
import { cancelEmailCampaignFunction } from './cancel-email-campaign';

/** The campaigns callables; composition/callable-registry.ts collects every area's list. */
export const campaignsCallables: readonly Implementation[] = [
  getEmailManagementFunction,
  saveEmailCampaignFunction,
  previewEmailCampaignFunction,
  sendEmailCampaignFunction,
  cancelEmailCampaignFunction,
];
