/**
 * The achievements domain's door: what other server folders may use of it. Its own files import each other
 * directly; every other folder imports only from here (eslint.config.js, decision 069).
 */
export { recordViewMilestones } from './record-view-milestones';
export { unlockAchievements } from './unlock-achievements';
export { ACHIEVEMENTS_EVENTS } from './events';
