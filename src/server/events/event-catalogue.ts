import type { z } from 'zod';

/** What the events platform needs to know of the domains' events: each kind's schema, and which consumers take it. */
export interface EventCatalogue {
  schemas: Readonly<Record<string, z.ZodObject>>;
  consumers: Readonly<Record<string, readonly string[]>>;
}

/** Several objects as one: the type of their keys and values together. */
type Joined<T extends readonly object[]> = (T[number] extends infer U ? (U extends unknown ? (part: U) => void : never) : never) extends (part: infer I) => void ? I : never;

/**
 * Joins the domains' schemas into one, typed as all of them together. Two domains naming the same
 * kind of event would have one silently replace the other: refused, as two callables under one name are.
 */
export function joinEventSchemas<S extends readonly Record<string, z.ZodObject>[]>(parts: S): Joined<S> {
  const joined: Record<string, z.ZodObject> = {};
  for (const part of parts) {
    for (const [kind, schema] of Object.entries(part)) {
      if (Object.hasOwn(joined, kind)) throw new Error(`Two domains record events of the kind '${kind}': each kind has one schema.`);
      joined[kind] = schema;
    }
  }
  return joined as Joined<S>;
}

/** Joins the domains' consumers, refusing a consumer two domains declare and one that takes a kind no domain records. */
export function joinEventConsumers<C extends readonly Record<string, readonly string[]>[]>(schemas: EventCatalogue['schemas'], parts: C): Joined<C> {
  const joined: Record<string, readonly string[]> = {};
  for (const part of parts) {
    for (const [name, kinds] of Object.entries(part)) {
      if (Object.hasOwn(joined, name)) throw new Error(`Two domains declare the event consumer '${name}'.`);
      const unknown = kinds.filter((kind) => !Object.hasOwn(schemas, kind));
      if (unknown.length > 0) throw new Error(`The event consumer '${name}' takes kinds no domain records: ${unknown.join(', ')}.`);
      joined[name] = kinds;
    }
  }
  return joined as Joined<C>;
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
