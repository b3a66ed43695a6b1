import { describe, expect, it } from 'vitest';
import { bindNotifier, type NotifyRequest, notify } from './notify';

describe('notify', () => {
  it('applies the spec default durations and passes options through', () => {
    const shown: NotifyRequest[] = [];
    const unbind = bindNotifier((r) => shown.push(r));
    notify.success('Tersimpan');
    notify.error('Gagal', { duration: 15, description: 'Coba lagi' });
    notify.warning('Awas');
    notify.info('Info');
    unbind();
    expect(shown).toEqual([
      { kind: 'success', message: 'Tersimpan', duration: 1 },
      { kind: 'error', message: 'Gagal', duration: 15, description: 'Coba lagi' },
      { kind: 'warning', message: 'Awas', duration: 5 },
      { kind: 'info', message: 'Info', duration: 5 },
    ]);
  });

  it('keeps toasts raised before binding and shows them once bound', () => {
    notify.error('Sebelum terpasang');
    const shown: NotifyRequest[] = [];
    const unbind = bindNotifier((r) => shown.push(r));
    unbind();
    expect(shown.map((r) => r.message)).toEqual(['Sebelum terpasang']);
  });

  it('an older binding removed late does not unbind the newer one', () => {
    const first: NotifyRequest[] = [];
    const second: NotifyRequest[] = [];
    const unbindFirst = bindNotifier((r) => first.push(r));
    const unbindSecond = bindNotifier((r) => second.push(r));
    unbindFirst();
    notify.info('Masih tampil');
    unbindSecond();
    expect(first).toEqual([]);
    expect(second).toHaveLength(1);
  });
});
