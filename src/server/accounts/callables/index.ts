import type { Implementation } from '../../callables/implement';
import { completeAdminSetupFunction, getSetupStatusFunction } from './admin-setup';
import { checkAdminStatusFunction } from './check-admin-status';
import { deleteUserFunction } from './delete-user';
import { generateOTPFunction } from './generate-otp';
import { getMyAccountFunction } from './get-my-account';
import { getSessionFunction } from './get-session';
import { endSessionFunction } from './end-session';
import { listMySessionsFunction } from './list-my-sessions';
import { listRecentSignInsFunction } from './list-recent-sign-ins';
import { getUserProfileFunction } from './get-user-profile';
import { listUsersFunction } from './list-users';
import { listAuditLogFunction } from './list-audit-log';
import { resendOTPFunction } from './resend-otp';
import { setUserAsAdminFunction } from './set-user-as-admin';
import { updateProfileFunction } from './update-profile';
import { updateUserRoleFunction } from './update-user-role';
import { verifyOTPFunction } from './verify-otp';
import { setUserStatusFunction } from './set-user-status';
import { previewCleanupFunction } from './preview-cleanup';
import { runCleanupFunction } from './run-cleanup';

/** The accounts callables; composition/callable-registry.ts collects every area's list. */
export const accountsCallables: readonly Implementation[] = [
  generateOTPFunction,
  resendOTPFunction,
  verifyOTPFunction,
  getUserProfileFunction,
  getMyAccountFunction,
  getSessionFunction,
  listRecentSignInsFunction,
  listMySessionsFunction,
  endSessionFunction,
  updateProfileFunction,
  checkAdminStatusFunction,
  updateUserRoleFunction,
  setUserAsAdminFunction,
  deleteUserFunction,
  listUsersFunction,
  listAuditLogFunction,
  getSetupStatusFunction,
  completeAdminSetupFunction,
  setUserStatusFunction,
  previewCleanupFunction,
  runCleanupFunction,
];
