import {
  CheckCircleOutlined,
  LoginOutlined,
  MinusCircleOutlined,
  SendOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { buildPath } from '@gratifikasi/domain';
import { Card, Col, Flex, Row, Space, Typography } from 'antd';
import { LinkButton } from '@/ui/LinkButton';
import { DEADLINES, DEFINITION, MUST_REPORT, NEGATIVE_LIST, STEPS } from './content';
import { BeritaTerbaru, CariInformasi, Sliders } from './LandingKonten';
import { ListCard, Section, StepCard } from './Section';

/** The public front page: what gratification reporting is and how to do it. */
export function LandingPage() {
  return (
    <>
      <section style={{ background: 'linear-gradient(135deg, #163d6b 0%, #1d4e89 55%, #2f6fb3 100%)' }}>
        <Flex
          vertical
          gap={20}
          style={{ maxWidth: 1100, margin: '0 auto', padding: '72px 24px 80px', color: '#fff' }}
        >
          <Typography.Text
            style={{ color: 'rgba(255,255,255,0.8)', letterSpacing: 1, textTransform: 'uppercase' }}
          >
            Pelaporan gratifikasi secara daring
          </Typography.Text>
          <Typography.Title style={{ color: '#fff', margin: 0, maxWidth: 720 }}>
            Tolak dan laporkan gratifikasi. Jaga integritas pelayanan publik.
          </Typography.Title>
          <Typography.Paragraph
            style={{ color: 'rgba(255,255,255,0.9)', fontSize: 17, maxWidth: 680, margin: 0 }}
          >
            Gratifikasi Online membantu pegawai negeri dan penyelenggara negara melaporkan penerimaan
            gratifikasi kepada KPK, langsung atau melalui Unit Pengendalian Gratifikasi (UPG) instansinya.
          </Typography.Paragraph>
          <Space wrap size="middle">
            <LinkButton to={buildPath('login')} size="large" icon={<LoginOutlined />}>
              Masuk
            </LinkButton>
            <LinkButton
              to={buildPath('login')}
              size="large"
              type="primary"
              icon={<SendOutlined />}
              style={{ background: '#f0a500' }}
            >
              Lapor Gratifikasi
            </LinkButton>
            <LinkButton to={buildPath('registrasi')} size="large" ghost icon={<UserAddOutlined />}>
              Daftar
            </LinkButton>
          </Space>
          <CariInformasi />
        </Flex>
      </section>
      <Sliders />

      <Section title="Apa itu gratifikasi?">
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 860 }}>{DEFINITION}</Typography.Paragraph>
        <Row gutter={[16, 16]}>
          {DEADLINES.map((d) => (
            <Col xs={24} sm={12} lg={6} key={d.label}>
              <Card style={{ height: '100%' }}>
                <Typography.Title level={2} style={{ margin: 0, color: '#1d4e89' }}>
                  {d.value}
                </Typography.Title>
                <Typography.Paragraph style={{ margin: '8px 0 4px' }}>{d.label}</Typography.Paragraph>
                <Typography.Text type="secondary">{d.source}</Typography.Text>
              </Card>
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          HK = hari kerja (Senin–Jumat di luar hari libur nasional). Laporan yang melewati 30 hari kerja dapat
          ditetapkan menjadi milik negara.
        </Typography.Paragraph>
      </Section>

      <Section title="Apa yang perlu dilaporkan?" muted>
        <Row gutter={[24, 24]}>
          <Col xs={24} md={12}>
            <ListCard
              title="Wajib dilaporkan"
              items={MUST_REPORT}
              icon={<CheckCircleOutlined style={{ color: '#1d4e89' }} />}
            />
          </Col>
          <Col xs={24} md={12}>
            <ListCard
              title="Tidak wajib dilaporkan (negative list)"
              items={NEGATIVE_LIST}
              icon={<MinusCircleOutlined style={{ color: '#8c8c8c' }} />}
              footnote="Berlaku selama tidak ada konflik kepentingan (Peraturan KPK 2/2019 sebagaimana diubah Peraturan KPK 1/2026)."
            />
          </Col>
        </Row>
      </Section>

      <Section title="Cara melapor dalam tiga langkah">
        <Row gutter={[16, 16]}>
          {STEPS.map((step, i) => (
            <Col xs={24} md={8} key={step.title}>
              <StepCard number={i + 1} step={step} />
            </Col>
          ))}
        </Row>
        <Flex justify="center" style={{ marginTop: 40 }}>
          <LinkButton to={buildPath('login')} type="primary" size="large" icon={<SendOutlined />}>
            Lapor Gratifikasi sekarang
          </LinkButton>
        </Flex>
      </Section>
      <BeritaTerbaru />
    </>
  );
}
