import { defaultJadwal, jadwalDatar } from '@gratifikasi/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/test/render';
import { JadwalForm } from './JadwalForm';

describe("a year's schedule form", () => {
  it('sends the twelve dates of a sound schedule as the API takes them', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const initial = jadwalDatar(defaultJadwal(2027));
    render(
      <TestProviders>
        <JadwalForm
          tahun={2027}
          initial={initial}
          submitText="Simpan jadwal"
          pending={false}
          onSubmit={onSubmit}
        />
      </TestProviders>,
    );
    expect(screen.getByText('Realisasi Triwulan III')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith(initial), { timeout: 10_000 });
  }, 60_000);

  it('shows the server’s window checks under their fields before any call', async () => {
    const onSubmit = vi.fn(async () => undefined);
    const initial = {
      ...jadwalDatar(defaultJadwal(2027)),
      tw2_mulai: '2027-03-01',
      rencana_selesai: '2026-12-01',
    };
    render(
      <TestProviders>
        <JadwalForm
          tahun={2027}
          initial={initial}
          submitText="Simpan jadwal"
          pending={false}
          onSubmit={onSubmit}
        />
      </TestProviders>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Simpan jadwal' }));
    expect(
      await screen.findByText('Realisasi Triwulan II tidak dapat dibuka sebelum 01-04-2027'),
    ).toBeInTheDocument();
    expect(screen.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  }, 60_000);
});
