import type { Implementation } from '../implement';
import { getEmailManagementFunction } from './get-email-management';
import { saveEmailCampaignFunction } from './save-email-campaign';
import { previewEmailCampaignFunction } from './preview-email-campaign';
import { sendEmailCampaignFunction } from './send-email-campaign';
import { cancelEmailCampaignFunction } from './cancel-email-campaign';

/** The campaigns callables; functions/registry.ts collects every area's list. */
export const campaignsCallables: readonly Implementation[] = [
  getEmailManagementFunction,
  saveEmailCampaignFunction,
  previewEmailCampaignFunction,
  sendEmailCampaignFunction,
  cancelEmailCampaignFunction,
];
