import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { useAppApis } from '@/ui/appApis';
import { LazyApp } from './lazyApp';

vi.mock('@/platform/notify', () => import('@/test/fakeNotify'));

function Screen({ onOk }: { onOk: () => void }) {
  const { modal, message } = useAppApis();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          modal.confirm({ title: 'Hapus data?', okText: 'Ya, hapus', cancelText: 'Batal', onOk })
        }
      >
        Hapus
      </button>
      <button type="button" onClick={() => message.success('Tautan disalin')}>
        Salin
      </button>
    </>
  );
}

let grabbed: ReturnType<typeof useAppApis> | null = null;
function Grab() {
  grabbed = useAppApis();
  return null;
}

const renderApp = (onOk = vi.fn()) =>
  render(
    <ConfigProvider>
      <LazyApp>
        <Screen onOk={onOk} />
      </LazyApp>
    </ConfigProvider>,
  );

describe('<LazyApp/>: App.useApp() with its dialogs and messages downloaded on first use', () => {
  it('draws antd App’s root, and nothing of the dialogs before one is asked for', () => {
    const { container } = renderApp();
    expect(container.querySelector('.ant-app')).not.toBeNull();
    expect(document.querySelector('.ant-modal, .ant-message')).toBeNull();
  });

  it('opens the first confirm dialog once its code arrives; OK calls onOk', async () => {
    const onOk = vi.fn();
    renderApp(onOk);
    await userEvent.click(screen.getByRole('button', { name: 'Hapus' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    expect(dialog).toHaveTextContent('Hapus data?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    // Loaded now: a message shows at once.
    await userEvent.click(screen.getByRole('button', { name: 'Salin' }));
    expect(await screen.findByText('Tautan disalin')).toBeInTheDocument();
  }, 30_000);

  it('shows a message asked for before the download, and its handle is a thenable like antd’s', async () => {
    render(
      <ConfigProvider>
        <LazyApp>
          <Grab />
        </LazyApp>
      </ConfigProvider>,
    );
    const handle = grabbed!.message.info('Filter disimpan', 0.01);
    expect(typeof handle).toBe('function');
    expect(await screen.findByText('Filter disimpan', {}, { timeout: 20_000 })).toBeInTheDocument();
    await expect(new Promise((resolve) => handle.then(resolve))).resolves.toBe(true);
  }, 30_000);
});
