import type { z } from 'zod';

/** What the events platform needs to know of the domains' events: each kind's schema, and which consumers take it. */
export interface EventCatalogue {
  schemas: Readonly<Record<string, z.ZodObject>>;
  consumers: Readonly<Record<string, readonly string[]>>;
}

/**
 * Joins the domains' lists into one catalogue. Two domains naming the same kind of event (or the
 * same consumer) would have one silently replace the other: refused, as two callables under one
 * name are. A consumer taking a kind no domain records is refused too.
 */
export function joinEventCatalogue(schemas: readonly Record<string, z.ZodObject>[], consumers: readonly Record<string, readonly string[]>[]): EventCatalogue {
  const joinedSchemas: Record<string, z.ZodObject> = {};
  for (const part of schemas) {
    for (const [kind, schema] of Object.entries(part)) {
      if (Object.hasOwn(joinedSchemas, kind)) throw new Error(`Two domains record events of the kind '${kind}': each kind has one schema.`);
      joinedSchemas[kind] = schema;
    }
  }
  const joinedConsumers: Record<string, readonly string[]> = {};
  for (const part of consumers) {
    for (const [name, kinds] of Object.entries(part)) {
      if (Object.hasOwn(joinedConsumers, name)) throw new Error(`Two domains declare the event consumer '${name}'.`);
      const unknown = kinds.filter((kind) => !Object.hasOwn(joinedSchemas, kind));
      if (unknown.length > 0) throw new Error(`The event consumer '${name}' takes kinds no domain records: ${unknown.join(', ')}.`);
      joinedConsumers[name] = kinds;
    }
  }
  return { schemas: joinedSchemas, consumers: joinedConsumers };
}

let installed: EventCatalogue | null = null;

/** Called once at start by the composition root (create-services.ts); the same catalogue on every node. */
export function installEventCatalogue(catalogue: EventCatalogue): void {
  installed = catalogue;
}

/** The catalogue the composition root installed. */
export function installedEventCatalogue(): EventCatalogue {
  if (!installed) throw new Error('No event catalogue is installed: createServices installs the domains\' events (composition/event-catalogue.ts) before anything is recorded.');
  return installed;
}
