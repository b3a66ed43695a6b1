import { workflowStepPath } from '@gratifikasi/domain';
import { describe, expect, it } from 'vitest';
import { masterId } from '../test-fixtures';
import { PATH_TO_SK, scenarioFields } from './scenario';
import { useProsesHarness } from './testing';

/** Issue 10 review: the one decision panel of every subject kind, and the conditions a step's fields decide. */
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

describe('the report’s decision panel is the engine’s', () => {
  it('names the holder and the distribution, the form and the call of each decision, the reason otherwise', async () => {
    const id = await fileReport();
    const s = await scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 2)) await act(id, step, decision, role, s);
    const mine = await aksi('anggota_tim', id);
    expect(mine).toMatchObject({
      laporan_id: id,
      dalam_proses: true,
      status: 'VERIFIKASI',
      step: 'f30',
      step_nama: 'Verifikasi informasi',
      pemegang: { peran: 'anggota_tim', nama: 'Demo Anggota Tim', lingkup: 'anggota' },
      distribusi: {
        grup: 'Grup Pelaporan Gratifikasi I',
        tim: 'Tim Verifikasi dan Analisis 1A',
        anggota: 'Demo Anggota Tim',
      },
      tenggat: { hari_tersisa: 3 },
      dapat_bertindak: true,
      alasan: null,
    });
    expect(mine.keputusan).toEqual([
      expect.objectContaining({
        keputusan: 'setuju',
        ke: 'f34',
        formulir: 'verifikasi-informasi',
        path: workflowStepPath(id, 'f30'),
      }),
    ]);
    const other = await aksi('anggota_tim2', id);
    expect(other).toMatchObject({
      dapat_bertindak: false,
      alasan: 'Laporan ini ditugaskan kepada anggota tim lain',
      keputusan: [],
    });
    expect(other.pemegang.nama).toBe('Demo Anggota Tim');
    expect((await aksi('ketua_tim', id)).alasan).toContain('dikerjakan oleh Anggota Tim');
  });
});
