import { Card, Col, Descriptions, List, Row, Tag, Typography } from 'antd';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { ChangePasswordForm } from './ChangePasswordForm';

/** Account data of the signed-in user and the password change form. */
export function ProfilePage() {
  const { profile } = useSession();
  if (!profile) return null;

  return (
    <>
      <PageHeader title="Profil" subtitle="Data akun dan keamanan" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Data akun">
            <Descriptions column={1} bordered size="middle">
              <Descriptions.Item label="Nama">{profile.name}</Descriptions.Item>
              <Descriptions.Item label="Nama pengguna">{profile.username}</Descriptions.Item>
              <Descriptions.Item label="Email">{profile.email ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Peran aktif">{profile.active_role?.label ?? '-'}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Card title="Peran" style={{ marginTop: 16 }}>
            <List
              dataSource={profile.roles}
              rowKey="access_id"
              renderItem={(role) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <>
                        {role.label}{' '}
                        {role.access_id === profile.access_id ? <Tag color="blue">Aktif</Tag> : null}
                      </>
                    }
                    description={role.scope ? `${role.scope.name}` : 'Tanpa batasan cakupan'}
                  />
                </List.Item>
              )}
            />
          </Card>
          {profile.pelapors.length > 0 ? <PelaporCard pelapors={profile.pelapors} /> : null}
        </Col>
        <Col xs={24} lg={10}>
          <Card title="Ubah kata sandi">
            <ChangePasswordForm />
          </Card>
        </Col>
      </Row>
    </>
  );
}

function PelaporCard({ pelapors }: { pelapors: { id: number; nama: string; nik: string | null }[] }) {
  return (
    <Card title="Profil pelapor" style={{ marginTop: 16 }}>
      <List
        dataSource={pelapors}
        rowKey="id"
        renderItem={(p) => (
          <List.Item>
            <List.Item.Meta
              title={p.nama}
              description={<Typography.Text type="secondary">NIK: {p.nik ?? '-'}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
