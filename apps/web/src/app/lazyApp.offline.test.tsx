import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '@/platform/notify';
import { useAppApis } from '@/ui/appApis';
import { LazyApp } from './lazyApp';

vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));
// The connection dropped after the page loaded: antd's dialogs cannot be downloaded.
vi.mock('./AppApisHolder', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function Screen() {
  const { modal } = useAppApis();
  return (
    <button type="button" onClick={() => modal.confirm({ title: 'Hapus data?' })}>
      Hapus
    </button>
  );
}

describe('<LazyApp/> when the dialogs cannot be downloaded', () => {
  it('says so, keeps the page, and tries again on the next call', async () => {
    render(
      <ConfigProvider>
        <LazyApp>
          <Screen />
        </LazyApp>
      </ConfigProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(1));
    expect(notify.error).toHaveBeenCalledWith(
      'Dialog tidak dapat dimuat. Periksa koneksi Anda, lalu coba lagi.',
    );
    expect(screen.getByRole('button', { name: 'Hapus' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledTimes(2));
  });
});
