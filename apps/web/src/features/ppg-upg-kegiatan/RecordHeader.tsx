import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import { notify } from '@/platform/notify';
import { ConfirmButton } from '@/ui/ConfirmButton';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigateTo } from '@/ui/navigation';
import { PageHeader } from '@/ui/PageHeader';

/**
 * The head of a UPG's own record (a dissemination event, an innovation): back to its list, and for the UPG that
 * keeps it "Ubah" and "Hapus" (confirmed, then back to the list); the KPK reads it only.
 */
export function RecordHeader({
  title,
  subtitle,
  back,
  listName,
  editPath,
  hapus,
}: {
  title: string;
  subtitle: string;
  back: ReactNode;
  listName: string;
  /** Null where the reader may not change it (the KPK). */
  editPath: string | null;
  hapus: { confirm: string; done: string; run: () => Promise<unknown> };
}) {
  const navigateTo = useNavigateTo();
  return (
    <PageHeader
      title={title}
      subtitle={subtitle}
      extra={
        <Space wrap>
          {back}
          {editPath ? (
            <>
              <LinkButton icon={<EditOutlined />} to={editPath}>
                Ubah
              </LinkButton>
              <ConfirmButton
                danger
                icon={<DeleteOutlined />}
                confirm={hapus.confirm}
                okText="Hapus"
                onConfirm={async () => {
                  await hapus.run();
                  notify.success(hapus.done);
                  navigateTo(listName);
                }}
              >
                Hapus
              </ConfirmButton>
            </>
          ) : null}
        </Space>
      }
    />
  );
}
