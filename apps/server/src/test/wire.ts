import pg from 'pg';
import { vi } from 'vitest';

type Wire = { sync(): void; query(text: string): void };

/**
 * Records what node-postgres puts on the wire until the test's mocks are restored: 'sync' for each Sync that ends an
 * extended-protocol pipeline, the text of each simple query. Each entry is one round trip (one answer waited for).
 */
export function recordRoundTrips(): string[] {
  const trips: string[] = [];
  const wire = (pg as unknown as { Connection: { prototype: Wire } }).Connection.prototype;
  const { sync, query } = wire;
  vi.spyOn(wire, 'sync').mockImplementation(function (this: Wire) {
    trips.push('sync');
    return sync.call(this);
  });
  vi.spyOn(wire, 'query').mockImplementation(function (this: Wire, text: string) {
    trips.push(text);
    return query.call(this, text);
  });
  return trips;
}
