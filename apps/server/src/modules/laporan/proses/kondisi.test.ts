import { workflowStepPath } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { masterId } from '../test-fixtures';
import { PATH_TO_SK, scenarioFields } from './scenario';
import { useProsesHarness } from './testing';

/** Issue 10 review: a condition that the step's own fields decide is judged on those fields, for any step. */
const { db, call, fileReport, scenario, aksi, act } = useProsesHarness();

describe('a condition the decision’s fields decide (all items NL at f39)', () => {
  it('offers both ways before the assessment is sent, then judges the one sent on its own fields', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 7)) await act(id, step, decision, role, s);
    const now = await aksi('ketua_group', id);
    expect(now.step).toBe('f39');
    expect(now.keputusan.map((k: { keputusan: string }) => k.keputusan).sort()).toEqual([
      'kembalikan',
      'semua_nl',
      'setuju',
    ]);
    const path = `/api/${workflowStepPath(id, 'f39')}`;
    const nl = await masterId(db(), 'unsur-nl', 'KELUARGA');
    const allNl = scenarioFields('f39', 'setuju', { ...s, unsurNlId: nl });
    const noneNl = scenarioFields('f39', 'setuju', s);

    const approveAllNl = await call('ketua_group')('POST', path, {
      keputusan: 'setuju',
      versi: now.version,
      ...allNl,
    });
    expect(approveAllNl.statusCode).toBe(422);
    expect(approveAllNl.json().message).toContain('Pilihan: Kembalikan, Semua unsur negative list');
    const notAllNl = await call('ketua_group')('POST', path, {
      keputusan: 'semua_nl',
      versi: now.version,
      ...noneNl,
    });
    expect(notAllNl.statusCode).toBe(422);
    expect(notAllNl.json().errors).toHaveProperty('keputusan');

    const ok = await call('ketua_group')('POST', path, {
      keputusan: 'semua_nl',
      versi: now.version,
      ...allNl,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await aksi('direktur', id)).step).toBe('f5a');
  });
});
