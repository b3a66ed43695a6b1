import { LAPORAN_LETTER_KINDS } from '@gratifikasi/domain';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { TestProviders } from '@/test/render';
import { laporanFixture } from '../laporan/testing';
import { DokumenCard } from './DokumenCard';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));

/** What the server offers the KPK's staff: every kind of the report's path. */
const EVERY_KIND = LAPORAN_LETTER_KINDS.map((k) => ({ jenis: k.kode, nama: k.nama, docx: k.draft }));

const lha = {
  id: 3,
  jenis: 'analisis',
  nama: 'Laporan hasil analisis (LHA)',
  nomor: null,
  tanggal: '2026-11-20',
  sumber: 'sistem',
  final: false,
  status: 'berlaku',
  sha256: 'a'.repeat(64),
  kode: '0123456789ABCDEFGHJKMNPQRS',
  template_versi: 2,
  created_at: '2026-11-20T03:00:00Z',
};

function show(step: string, surat: unknown[] = []) {
  routeApi({ 'GET laporan/9/dokumen': { surat, unduhan: EVERY_KIND, final: null } });
  render(
    <TestProviders>
      <DokumenCard laporan={laporanFixture({ id: 9, nosig: '9/LAP-GRAT/11/2026', step })} staff />
    </TestProviders>,
  );
}

const buttonNames = (card: HTMLElement) =>
  within(card)
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

beforeEach(() => vi.clearAllMocks());

// The first render loads antd's table, select and upload: slow on a busy machine.
describe('the Dokumen card offers the letters of the step and those issued, not every kind', {
  timeout: 60_000,
}, () => {
  it('at distribution offers the formulir only: no SP3, tagihan, berita acara or SK', async () => {
    show('f30');
    const card = await screen.findByTestId('dokumen-laporan');
    expect(within(card).getByText('Dokumen langkah ini')).toBeInTheDocument();
    const names = buttonNames(card).join(' | ');
    expect(names).toContain('Formulir laporan gratifikasi');
    for (const kind of ['SP3', 'Surat tagihan', 'Berita acara', 'Draf SK', 'Nota dinas', 'LHA']) {
      expect(names).not.toContain(kind);
    }
    expect(within(card).queryByText('Dokumen yang sudah terbit')).not.toBeInTheDocument();
  });

  it('at the SK offers the draft SK and nota dinas first, and the LHA issued earlier apart', async () => {
    show('f70', [lha]);
    const card = await screen.findByTestId('dokumen-laporan');
    const names = buttonNames(card).join(' | ');
    expect(names).toContain('Draf SK penetapan status gratifikasi');
    expect(names).toContain('Nota dinas');
    expect(within(card).getByText('Dokumen yang sudah terbit')).toBeInTheDocument();
    expect(buttonNames(card)).toContain('Laporan hasil analisis (LHA)');
    expect(names).not.toContain('Surat tagihan');
    expect(names).not.toContain('Usulan SP3');
    // The signed scan is uploaded for one of the letters shown, not for any kind.
    expect(within(card).getByLabelText('Jenis pindaian')).toBeInTheDocument();
  });
});
