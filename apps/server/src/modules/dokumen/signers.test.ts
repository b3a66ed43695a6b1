import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { PATH_TO_SK } from '../laporan/proses/scenario';
import { useProsesHarness } from '../laporan/proses/testing';
import { pdfText } from './pdf/text';
import { analisisOf } from './signers';

/** Issue 24 §1: the LHA letter carries the analysis and is signed by the accounts that decided. */
const h = useProsesHarness();

async function letter(role: string, id: number, jenis: string): Promise<string> {
  const res = await h.call(role)('GET', `/api/laporan/${id}/dokumen/${jenis}`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.rawPayload).replace(/\s+/g, ' ');
}

describe('the LHA and SK letters', () => {
  it('print the analysts’ summary, level and consideration, and the accounts that wrote, reviewed, approved and signed', async () => {
    const id = await h.fileReport();
    const s = await h.scenario(id);
    // Up to the group head's approval: the LHA is written and reviewed, not approved yet (no name to sign).
    for (const [step, decision, role] of PATH_TO_SK.slice(0, 13)) await h.act(id, step, decision, role, s);
    expect(await analisisOf(h.db(), id)).toMatchObject({
      ringkasan: 'Penerimaan berhubungan dengan jabatan dan berlawanan dengan kewajiban pelapor.',
      level: 'Pejabat eselon II / pimpinan tinggi pratama',
      pertimbangan: null,
      penyusun: { nama: 'Demo Anggota Tim', jabatan: 'Anggota Tim', nip: '198906302014032005' },
      pereviu: { nama: 'Demo Ketua Tim', jabatan: 'Ketua Tim', nip: '198102172006041004' },
      penyetuju: { nama: null, jabatan: 'Ketua Group', tanggal: null },
    });

    for (const [step, decision, role] of PATH_TO_SK.slice(13)) await h.act(id, step, decision, role, s);
    const lha = await letter('direktur', id, 'analisis');
    expect(lha).toContain(
      'III. ANALISIS Penerimaan berhubungan dengan jabatan dan berlawanan dengan kewajiban pelapor.',
    );
    expect(lha).toContain('Level jabatan pelapor: Pejabat eselon II / pimpinan tinggi pratama');
    expect(lha).toMatch(/Disusun oleh, Anggota Tim Demo Anggota Tim/);
    expect(lha).toMatch(/Direviu oleh, Ketua Tim Demo Ketua Tim/);
    expect(lha).toMatch(/Disetujui oleh, Ketua Group Demo Ketua Group/);
    expect(lha).toContain('Pertimbangan Direktur: Hasil analisis telah direviu dan dapat ditetapkan.');
    // Each signer's NIP under their name (issue 28 §3: staff accounts carry it).
    expect(lha).toContain('NIP 198906302014032005');
    expect(lha).toContain('NIP 198102172006041004');
    expect(lha).toContain('NIP 197809232005011003');
    expect(lha).not.toContain('Deputi');
    // The SK was signed at the deputy's step: the deputy account signs its letters, with its NIP.
    const sk = await letter('direktur', id, 'draft-sk');
    expect(sk).toContain('Deputi Bidang Pencegahan dan Monitoring');
    expect(sk).toMatch(/Demo Deputi NIP 197011052000031002/);
  });

  it('leave the NIP line out for a signer whose account has none', async () => {
    await h.db().update(users).set({ nip: null }).where(eq(users.username, 'deputi'));
    const id = await h.fileReport();
    const s = await h.scenario(id);
    for (const [step, decision, role] of PATH_TO_SK) await h.act(id, step, decision, role, s);
    const sk = await letter('direktur', id, 'draft-sk');
    expect(sk).toContain('Demo Deputi');
    expect(sk).not.toContain('NIP 197011052000031002');
    expect(sk).not.toMatch(/Demo Deputi NIP/);
  });
});
