import { workflowStepPath } from '@gratifikasi/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { laporans, lha_aturan_internals } from '../../db/schema';
import { PATH_TO_SK, scenarioFields } from '../laporan/proses/scenario';
import { useProsesHarness } from '../laporan/proses/testing';

const h = useProsesHarness();

describe('the LHA cites the internal rules that bind the reporter’s institution', () => {
  it('stores the cited rules; a rule of another institution is refused by field', async () => {
    const id = await h.fileReport();
    const s = await h.scenario(id);
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 11)) await h.act(id, step, decision, role, s);
    const [row] = await h
      .db()
      .select({ instansi_id: laporans.instansi_id })
      .from(laporans)
      .where(eq(laporans.id, id));
    const other = (await h
      .db()
      .execute(
        sql`select id from instansis where id <> ${row?.instansi_id ?? 0} and deleted_at is null limit 1`,
      )) as unknown as { rows: { id: number }[] };
    const created = await h.call('anggota_tim')('POST', '/api/aturan', {
      items: [
        {
          kode: 'CITE-OWN',
          nama: 'Aturan instansi pelapor',
          isi: 'Isi aturan.',
          instansi_id: row?.instansi_id,
        },
        {
          kode: 'CITE-OTHER',
          nama: 'Aturan instansi lain',
          isi: 'Isi aturan.',
          instansi_id: other.rows[0]?.id,
        },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const [own, foreign] = created.json().data as { id: number }[];
    const general = (await h.call('deputi')('GET', '/api/aturan?q=UU20-2001-12B')).json().data.items[0];

    const now = await h.aksi('anggota_tim', id);
    const path = `/api/${workflowStepPath(id, 'f60')}`;
    const body = (ids: number[]) => ({
      keputusan: 'setuju',
      versi: now.version,
      ...scenarioFields('f60', 'setuju', s),
      aturan_internal_ids: ids,
    });
    const refused = await h.call('anggota_tim')('POST', path, body([own?.id ?? 0, foreign?.id ?? 0]));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.aturan_internal_ids).toBeDefined();

    const saved = await h.call('anggota_tim')('POST', path, body([own?.id ?? 0, general.id]));
    expect(saved.statusCode, saved.body).toBe(200);
    const cited = await h
      .db()
      .select({ id: lha_aturan_internals.aturan_internal_id })
      .from(lha_aturan_internals)
      .where(eq(lha_aturan_internals.laporan_id, id));
    expect(cited.map((c) => c.id).sort()).toEqual([own?.id, general.id].sort());
  });
});
