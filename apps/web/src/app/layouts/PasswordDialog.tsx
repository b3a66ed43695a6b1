import { Modal, Spin } from 'antd';
import { lazy, Suspense } from 'react';

// Its form and Zod rules load with the dialog's first opening, after antd's Modal.
const ChangePasswordForm = lazy(() =>
  import('@/features/profile/ChangePasswordForm').then((m) => ({ default: m.ChangePasswordForm })),
);

/** The account menu's password change dialog; downloaded when first opened (not part of an area home). */
export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal title="Ubah Kata Sandi" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '24px auto' }} />}>
        <ChangePasswordForm onDone={onClose} onCancel={onClose} />
      </Suspense>
    </Modal>
  );
}
