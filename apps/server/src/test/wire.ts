import pg from 'pg';
import { vi } from 'vitest';

interface Wire {
  parsedStatements: Record<string, string>;
  parse(config: { text: string; name?: string }): void;
  bind(config?: { statement?: string }): void;
  sync(): void;
  query(text: string): void;
}

/** The cache bus's invalidations: one batched NOTIFY every 20 ms for all writes, sent after the answer, not by it. */
const OFF_THE_REQUEST = /pg_notify\(/;

/**
 * Records what node-postgres puts on the wire until the test's mocks are restored: for each Sync that ends an
 * extended-protocol pipeline the text of the statement it ran, for each simple query its text. Each entry is one
 * round trip (one answer waited for). The cache bus's batched NOTIFY is left out: it leaves 20 ms after a write,
 * whichever request asked for it, so on a slow machine it may fall inside a measured request.
 */
export function recordRoundTrips(): string[] {
  const trips: string[] = [];
  const wire = (pg as unknown as { Connection: { prototype: Wire } }).Connection.prototype;
  const { parse, bind, sync, query } = wire;
  // Per connection: the statements parsed under each name ('' the unnamed one), and the one the last Bind ran.
  const parsed = new WeakMap<Wire, Map<string, string>>();
  const bound = new WeakMap<Wire, string>();
  vi.spyOn(wire, 'parse').mockImplementation(function (this: Wire, config) {
    const names = parsed.get(this) ?? new Map<string, string>();
    names.set(config.name ?? '', config.text);
    parsed.set(this, names);
    return parse.call(this, config);
  });
  vi.spyOn(wire, 'bind').mockImplementation(function (this: Wire, config) {
    const name = config?.statement ?? '';
    bound.set(this, parsed.get(this)?.get(name) ?? this.parsedStatements[name] ?? name);
    return bind.call(this, config);
  });
  vi.spyOn(wire, 'sync').mockImplementation(function (this: Wire) {
    const text = bound.get(this) ?? '';
    if (!OFF_THE_REQUEST.test(text)) trips.push(text.replace(/\s+/g, ' ').slice(0, 90));
    return sync.call(this);
  });
  vi.spyOn(wire, 'query').mockImplementation(function (this: Wire, text: string) {
    if (!OFF_THE_REQUEST.test(text)) trips.push(text);
    return query.call(this, text);
  });
  return trips;
}
