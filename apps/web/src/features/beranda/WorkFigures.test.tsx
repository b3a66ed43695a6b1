import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { routeApi } from '@/test/fakeApi';
import { signIn } from '@/test/fakeSession';
import { profileWith } from '@/test/profiles';
import { TestProviders } from '@/test/render';
import { WorkFigures } from './WorkFigures';

vi.mock('@/platform/session', () => import('@/test/fakeSession'));
vi.mock('@/platform/api', () => import('@/test/fakeApi'));

function renderHome() {
  const router = createMemoryRouter([{ path: '*', element: <WorkFigures /> }], { initialEntries: ['/'] });
  return render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

beforeEach(() => vi.clearAllMocks());

describe('the work on a role’s home', () => {
  it('shows the UPG its queue: each figure a link to its filtered list, counts and days as the spec writes them', async () => {
    signIn(profileWith(['upg']));
    routeApi({
      'GET beranda': {
        figures: [
          { key: 'teruskan', count: 1285 },
          { key: 'lewat_teruskan', count: 3 },
          { key: 'tab_SELESAI', count: 7 },
        ],
        tugas: [
          {
            jenis: 'teruskan',
            laporan_id: 41,
            nomor: 'GRA-41',
            uraian: 'Budi',
            batas: '2020-01-02',
            og_id: null,
          },
          {
            jenis: 'teruskan',
            laporan_id: 42,
            nomor: 'GRA-42',
            uraian: 'Sari',
            batas: '2999-12-31',
            og_id: null,
          },
        ],
      },
    });
    const view = renderHome();
    // Role queries over antd's tree are slow in jsdom: the figures are found by their key, their names read once.
    const figure = (key: string) => view.container.querySelector(`[data-figure="${key}"]`);
    await waitFor(() => expect(figure('teruskan')).not.toBeNull());
    const queue = figure('teruskan');
    expect(queue?.getAttribute('href')).toBe('/upg/laporan?status=DITERIMA_UPG');
    // Named by what it shows (WCAG 2.5.3: the visible label is in the name): the figure's label and its count.
    expect(queue?.hasAttribute('aria-label')).toBe(false);
    expect(queue?.textContent).toBe('Menunggu diteruskan ke KPK1.285');
    expect(figure('lewat_teruskan')?.getAttribute('href')).toBe('/upg/laporan?tindakan=lewat_teruskan');
    expect(figure('tab_SELESAI')?.getAttribute('href')).toBe(
      '/upg/laporan?status=SELESAI%2CTIDAK_DITINDAKLANJUTI',
    );
    // A figure the server did not count shows 0, not a gap.
    expect(figure('terlambat')?.textContent).toBe('Dilaporkan terlambat0');
    const tasks = view.container.querySelector('ul[aria-label="Tugas dengan batas waktu"]') as HTMLElement;
    expect(within(tasks).getByText('GRA-41').getAttribute('href')).toBe('/upg/laporan-detail/41');
    expect(within(tasks).getByText('Lewat batas 02-01-2020')).toBeTruthy();
    expect(within(tasks).getByText('Batas 31-12-2999')).toBeTruthy();
  }, 120_000);

  it('sends the object manager’s tasks to the object, and shows nothing to a role without a work home', async () => {
    signIn(profileWith(['admin_pengelola_OG']));
    routeApi({
      'GET beranda': {
        figures: [{ key: 'og_lewat_serah', count: 2 }],
        tugas: [
          { jenis: 'serah_og', laporan_id: 5, nomor: 'GRA-5', uraian: 'OG-1 · Jam', batas: null, og_id: 9 },
        ],
      },
    });
    const view = renderHome();
    const late = await screen.findByRole('link', { name: /^Lewat batas serah 7 hari kerja\s*2$/ });
    expect(late.getAttribute('href')).toBe('/kpk/kpk-rincian-og-belum-djkn?lewat_batas=true');
    expect(screen.getByRole('link', { name: 'GRA-5' }).getAttribute('href')).toBe('/kpk/og-view/9');
    view.unmount();

    signIn(profileWith(['koordinator']));
    const other = renderHome();
    expect(other.container.textContent).toBe('');
  }, 120_000);

  it('tells the reporter when nothing waits for them', async () => {
    signIn(profileWith(['individu'], { pelapors: [{ id: 1, nama: 'Budi' }] as never }));
    routeApi({ 'GET beranda': { figures: [{ key: 'kirim_og', count: 0 }], tugas: [] } });
    renderHome();
    expect(await screen.findByText('Tidak ada yang menunggu tindakan Anda.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Objek yang harus diserahkan\s*0$/ }).getAttribute('href')).toBe(
      '/individu/laporan?tindakan=kirim_og',
    );
  }, 120_000);
});
