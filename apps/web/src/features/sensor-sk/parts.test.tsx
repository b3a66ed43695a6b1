import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TemuanTag } from './parts';

describe('a finding in the review', () => {
  it('shows its kind, and marks a quasi-identifier as such', () => {
    render(
      <>
        <TemuanTag t={{ teks: 'Kepala Seksi Anggaran', jenis: 'jabatan', sumber: 'laporan' }} />
        <TemuanTag t={{ teks: '27 November 2026', jenis: 'tanggal_laporan', sumber: 'laporan' }} />
        <TemuanTag t={{ teks: 'Budi Santoso', jenis: 'nama', sumber: 'laporan' }} />
      </>,
    );
    const jabatan = screen.getByText(/Kepala Seksi Anggaran/);
    expect(jabatan).toHaveTextContent('Jabatan (tidak langsung): Kepala Seksi Anggaran');
    expect(jabatan.closest('[title]')).toHaveAttribute(
      'title',
      'Dari data laporan; pengenal tidak langsung (kuasi-identifier)',
    );
    expect(screen.getByText(/27 November 2026/)).toHaveTextContent(
      'Tanggal laporan (tidak langsung): 27 November 2026',
    );
    expect(screen.getByText(/Budi Santoso/)).toHaveTextContent(/^Nama: Budi Santoso$/);
  });
});
