import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, routeApi } from '@/test/fakeApi';
import { TestProviders } from '@/test/render';
import type { LaporanJejak } from './api';
import { LaporanPathDiagram } from './LaporanPath';
import { ProcessDiagram } from './ProcessDiagram';
import { defaultProses } from './testing';

vi.mock('@/platform/api', () => import('@/test/fakeApi'));

const at = (day: number) => `2026-10-${String(day).padStart(2, '0')}T03:15:00Z`;

const jejak: LaporanJejak = {
  proses: { kode: 'GRATIFIKASI', versi: 1 },
  step: 'f34',
  langkah: [
    { from: null, to: 'draft', decision: null, at: at(1), actor_name: 'Budi Pelapor' },
    { from: 'draft', to: 'save', decision: 'kirim', at: at(2), actor_name: 'Budi Pelapor' },
    { from: 'save', to: 'distribusi', decision: 'kirim', at: at(2), actor_name: 'Budi Pelapor' },
    { from: 'distribusi', to: 'distribusi-f', decision: 'distribusi', at: at(3), actor_name: 'Koordinator' },
    { from: 'distribusi-f', to: 'f30', decision: 'distribusi', at: at(4), actor_name: 'Ketua Group' },
    { from: 'f30', to: 'f34', decision: 'setuju', at: at(5), actor_name: 'Anggota Tim' },
    { from: 'f34', to: 'f30', decision: 'kembalikan', at: at(6), actor_name: 'Ketua Tim' },
    { from: 'f30', to: 'f34', decision: 'setuju', at: at(7), actor_name: null },
  ],
};

const step = (kode: string) => screen.findByTestId(`langkah-${kode}`);

beforeEach(() => {
  vi.clearAllMocks();
});

describe('ProcessDiagram', () => {
  it('draws every step of the process with its code, name and acting role, and a legend', async () => {
    const proses = defaultProses();
    render(<ProcessDiagram process={proses} />, { wrapper: TestProviders });
    const f61 = await step('f61');
    expect(f61).toHaveTextContent('Reviu LHA');
    expect(f61).toHaveTextContent('Ketua Tim');
    expect(screen.getAllByTestId(/^langkah-/)).toHaveLength(proses.nodes.length);
    expect(within(await step('draft')).getByText('Awal')).toBeInTheDocument();
    expect(within(await step('selesai')).getByText('Akhir')).toBeInTheDocument();
    expect(screen.getByText('Kembali ke langkah sebelumnya')).toBeInTheDocument();
    // Nothing is traced without a subject.
    expect(screen.queryByText('Posisi saat ini')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tampilkan seluruh alur' })).toBeInTheDocument();
  });

  it('marks steps no path reaches and warns about them', async () => {
    const proses = defaultProses();
    proses.nodes.push({ kode: 'f99', nama: 'Langkah lama', roles: ['direktur'], final: true });
    proses.unreachable = ['f99'];
    render(<ProcessDiagram process={proses} />, { wrapper: TestProviders });
    expect(await step('f99')).toHaveAttribute('data-state', 'unreachable');
    expect(screen.getByText('Langkah tidak terjangkau dari langkah awal: f99')).toBeInTheDocument();
  });
});

describe('LaporanPathDiagram', () => {
  it('shows where the report stands, the steps it went through and its timeline, newest first', async () => {
    routeApi({ 'GET laporan/7/jejak': jejak, 'GET workflow/proses/GRATIFIKASI': defaultProses() });
    render(<LaporanPathDiagram laporanId={7} />, { wrapper: TestProviders });
    expect(await step('f34')).toHaveAttribute('data-state', 'current');
    expect(await step('f30')).toHaveAttribute('data-state', 'visited');
    expect(await step('f38')).toHaveAttribute('data-state', 'idle');
    const timeline = screen.getByRole('heading', { name: 'Jejak langkah' }).parentElement;
    if (!timeline) throw new Error('no timeline');
    const items = within(timeline).getAllByRole('listitem');
    expect(items).toHaveLength(jejak.langkah.length);
    expect(items[0]).toHaveTextContent('Reviu verifikasi informasi (f34)');
    expect(items[0]).toHaveTextContent('Saat ini');
    expect(items[0]).toHaveTextContent('07-10-2026 10:15 · Sistem');
    expect(items[1]).toHaveTextContent('Kembalikan · dari f34');
    expect(items.at(-1)).toHaveTextContent('Draf laporan (draft)');
  });

  it('says so when the path cannot be read', async () => {
    routeApi({
      'GET laporan/7/jejak': () => {
        throw new ApiError('Tidak boleh', 403);
      },
    });
    render(<LaporanPathDiagram laporanId={7} />, { wrapper: TestProviders });
    expect(await screen.findByText('Alur laporan tidak dapat dimuat.')).toBeInTheDocument();
  });
});
