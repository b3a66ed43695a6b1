import { Card, Col, Descriptions, List, Row, Tag, Typography } from 'antd';
import { useSession } from '@/platform/session';
import { PageHeader } from '@/ui/PageHeader';
import { AccountForm } from './AccountForm';
import { AvatarCard } from './AvatarCard';
import { ChangeEmailForm } from './ChangeEmailForm';
import { ChangePasswordForm } from './ChangePasswordForm';
import { TwoFactorCard } from './TwoFactorCard';

/** Account data of the signed-in user: avatar, name and phone, e-mail change, password change, second factor. */
export function ProfilePage() {
  const { profile } = useSession();
  if (!profile) return null;

  return (
    <>
      <PageHeader title="Profil" subtitle="Data akun dan keamanan" />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card title="Data akun">
            <AvatarCard avatarUrl={profile.avatar_url} name={profile.name} />
            <Descriptions column={1} bordered size="middle" style={{ marginTop: 16 }}>
              <Descriptions.Item label="Nama">{profile.name}</Descriptions.Item>
              <Descriptions.Item label="Nama pengguna">{profile.username}</Descriptions.Item>
              <Descriptions.Item label="Email">{profile.email ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Nomor telepon">{profile.telepon ?? '-'}</Descriptions.Item>
              {profile.nik ? <Descriptions.Item label="NIK">{profile.nik}</Descriptions.Item> : null}
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
          <Card title="Ubah profil">
            <AccountForm initial={{ name: profile.name, telepon: profile.telepon ?? '' }} />
          </Card>
          <Card title="Ubah email" style={{ marginTop: 16 }}>
            <ChangeEmailForm current={profile.email} />
          </Card>
          <Card title="Ubah kata sandi" style={{ marginTop: 16 }}>
            <ChangePasswordForm />
          </Card>
          <TwoFactorCard username={profile.username} />
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
