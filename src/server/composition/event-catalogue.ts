import { ACCOUNTS_EVENTS } from '../accounts';
import { ACHIEVEMENTS_EVENTS } from '../achievements';
import { ALERTS_CONSUMERS } from '../alerts';
import { AUDIT_EVENTS } from '../audit';
import { COMMUNITY_EVENTS } from '../community';
import { DISCOVERY_CONSUMERS } from '../discovery';
import { joinEventConsumers, joinEventSchemas, type EventCatalogue } from '../events/event-catalogue';
import { MODELS_EVENTS } from '../models';
import { MODERATION_EVENTS } from '../moderation';
import { NOTIFICATIONS_CONSUMERS } from '../notifications';
import { PAYMENTS_CONSUMERS, PAYMENTS_EVENTS } from '../payments';
import { PAYOUTS_EVENTS } from '../payouts';
import { REFERRALS_CONSUMERS, REFERRALS_EVENTS } from '../referrals';
import { REMIXES_EVENTS } from '../remixes';
import { MAKES_EVENTS } from '../makes';
import { REPORTS_EVENTS } from '../reports';
import { SECURITY_EVENTS } from '../security';
import { SPONSORED_EVENTS } from '../sponsored';
import { TIERS_CONSUMERS, TIERS_EVENTS } from '../tiers';

/**
 * Every kind of domain event, from the domain that records it (`<domain>/events.ts`), and every
 * consumer, from the domain that runs it (`<domain>/event-consumers.ts`). The events platform is
 * handed this catalogue at start (create-services.ts) and knows no domain; its types come from here.
 * A kind named by two domains, or a consumer by two, is refused at start.
 */
export const EVENT_SCHEMAS = joinEventSchemas([
  MODELS_EVENTS,
  COMMUNITY_EVENTS,
  ACHIEVEMENTS_EVENTS,
  MODERATION_EVENTS,
  REPORTS_EVENTS,
  AUDIT_EVENTS,
  ACCOUNTS_EVENTS,
  SECURITY_EVENTS,
  PAYOUTS_EVENTS,
  PAYMENTS_EVENTS,
  TIERS_EVENTS,
  REFERRALS_EVENTS,
  SPONSORED_EVENTS,
  REMIXES_EVENTS,
  MAKES_EVENTS,
] as const);

export const EVENT_CONSUMERS = joinEventConsumers(EVENT_SCHEMAS, [DISCOVERY_CONSUMERS, NOTIFICATIONS_CONSUMERS, PAYMENTS_CONSUMERS, ALERTS_CONSUMERS, TIERS_CONSUMERS, REFERRALS_CONSUMERS] as const);

export const eventCatalogue: EventCatalogue = { schemas: EVENT_SCHEMAS, consumers: EVENT_CONSUMERS };
