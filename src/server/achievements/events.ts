import { z } from 'zod';
import { ACHIEVEMENT_MILESTONES } from '../../shared/constants/community-rules';
import { id, whole, type EventSchemas } from '../events/event-fields';

/** The kinds of domain event this domain records (achievements and view milestones), and what each carries (decision 059): checked when recorded and when read. */
export const ACHIEVEMENTS_EVENTS = {
  'model.view_milestone': z.object({ milestone: whole, ownerId: id }),
  'user.achievement_unlocked': z.object({ achievement: z.enum(Object.keys(ACHIEVEMENT_MILESTONES) as [keyof typeof ACHIEVEMENT_MILESTONES]), milestone: whole }),
} as const satisfies EventSchemas;
