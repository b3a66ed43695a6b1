import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RekapTables, StatusKegiatanTag } from './parts';

describe('activity parts', () => {
  it('names a status group as SPEC §3 does', () => {
    render(<StatusKegiatanTag status="TIDAK_DIPENUHI" />);
    expect(screen.getByText('Kegiatan Tidak Dipenuhi')).toBeInTheDocument();
  });

  it('counts attendance by position level and by institution, and says when nobody came', () => {
    const { rerender } = render(
      <RekapTables
        rekap={{
          total: 3,
          per_instansi: [
            { instansi: 'Kementerian Keuangan', jumlah: 2 },
            { instansi: 'Pemerintah Kota Contoh', jumlah: 1 },
          ],
          per_level: [
            { level_jabatan: 'PENGAWAS', label: 'Pengawas / Eselon IV', jumlah: 2 },
            { level_jabatan: 'PELAKSANA', label: 'Pelaksana / Staf', jumlah: 1 },
          ],
        }}
      />,
    );
    expect(screen.getByText('Kementerian Keuangan').closest('tr')).toHaveTextContent('2');
    expect(screen.getByText('Pengawas / Eselon IV').closest('tr')).toHaveTextContent('2');
    rerender(<RekapTables rekap={{ total: 0, per_instansi: [], per_level: [] }} />);
    expect(screen.getByText('Belum ada peserta hadir')).toBeInTheDocument();
  });
});
