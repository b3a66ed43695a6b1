import { describe, expect, it } from 'vitest';
import { MASTER_CATALOG } from './catalog';
import { MASTER_DEFINITIONS } from './registry';

describe('MASTER_CATALOG', () => {
  it('names every master definition, in registry order, with its label and group', () => {
    expect(MASTER_CATALOG).toEqual(
      MASTER_DEFINITIONS.map(({ key, label, group }) => ({ key, label, group })),
    );
  });
});
