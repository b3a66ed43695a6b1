import type { ELK } from 'elkjs/lib/elk-api';

let instance: Promise<ELK> | null = null;

/**
 * ELK, loaded on first use: the bundled build lays out in the page's own thread (a diagram of a few dozen steps takes
 * a fraction of a second), so no worker script has to be served.
 */
export function loadElk(): Promise<ELK> {
  instance ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
  return instance;
}
