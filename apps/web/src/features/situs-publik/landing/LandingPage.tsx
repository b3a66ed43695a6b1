import CheckCircleOutlined from '@ant-design/icons-svg/es/asn/CheckCircleOutlined';
import LoginOutlined from '@ant-design/icons-svg/es/asn/LoginOutlined';
import MinusCircleOutlined from '@ant-design/icons-svg/es/asn/MinusCircleOutlined';
import SendOutlined from '@ant-design/icons-svg/es/asn/SendOutlined';
import UserAddOutlined from '@ant-design/icons-svg/es/asn/UserAddOutlined';
import { lazy, Suspense } from 'react';
import { buildPath } from '@/platform/routes';
import { PlainLinkButton } from '@/ui/plain/controls';
import { DEADLINES, DEFINITION, MUST_REPORT, NEGATIVE_LIST, STEPS } from './content';
import { ListCard, Section, StepCard } from './Section';
import './landing.css';
import { PlainIcon } from '@/ui/plain/icon';

/**
 * The site's own content (sliders, search, key figures, latest news) reads the API: plain markup too, in a chunk of
 * its own loaded right after the first paint.
 */
const konten = () => import('./LandingKonten');
const Sliders = lazy(() => konten().then((m) => ({ default: m.Sliders })));
const CariInformasi = lazy(() => konten().then((m) => ({ default: m.CariInformasi })));
const BeritaTerbaru = lazy(() => konten().then((m) => ({ default: m.BeritaTerbaru })));
const AngkaPublik = lazy(() => konten().then((m) => ({ default: m.AngkaPublik })));

/**
 * The public front page: what gratification reporting is and how to do it. Plain markup (no antd), so a first visit
 * stays within the public pages' 150 KB script budget (scripts/bundle-budget.ts).
 */
export function LandingPage() {
  return (
    <>
      <section className="ld-hero">
        <div className="ld-hero-inner">
          <span className="ld-kicker">Pelaporan gratifikasi secara daring</span>
          <h1>Tolak dan laporkan gratifikasi. Jaga integritas pelayanan publik.</h1>
          <p>
            Gratifikasi Online membantu pegawai negeri dan penyelenggara negara melaporkan penerimaan
            gratifikasi kepada KPK, langsung atau melalui Unit Pengendalian Gratifikasi (UPG) instansinya.
          </p>
          <div className="ld-actions">
            <PlainLinkButton to={buildPath('login')} size="large" icon={<PlainIcon icon={LoginOutlined} />}>
              Masuk
            </PlainLinkButton>
            <PlainLinkButton
              to={buildPath('login')}
              size="large"
              type="primary"
              icon={<PlainIcon icon={SendOutlined} />}
              className="ld-report"
            >
              Lapor Gratifikasi
            </PlainLinkButton>
            <PlainLinkButton
              to={buildPath('registrasi')}
              size="large"
              icon={<PlainIcon icon={UserAddOutlined} />}
            >
              Daftar
            </PlainLinkButton>
          </div>
          <Suspense fallback={null}>
            <CariInformasi />
          </Suspense>
        </div>
      </section>
      <Suspense fallback={null}>
        <Sliders />
      </Suspense>

      <Section title="Apa itu gratifikasi?">
        <p className="ld-lead">{DEFINITION}</p>
        <div className="ld-grid ld-grid-4">
          {DEADLINES.map((d) => (
            <div className="ld-card" key={d.label}>
              <div className="ld-figure">{d.value}</div>
              <p className="ld-figure-label">{d.label}</p>
              <span className="ld-secondary">{d.source}</span>
            </div>
          ))}
        </div>
        <p className="ld-secondary ld-after">
          HK = hari kerja (Senin–Jumat di luar hari libur nasional). Laporan yang melewati 30 hari kerja dapat
          ditetapkan menjadi milik negara.
        </p>
      </Section>

      <Section title="Apa yang perlu dilaporkan?" muted>
        <div className="ld-grid ld-grid-2">
          <ListCard
            title="Wajib dilaporkan"
            items={MUST_REPORT}
            icon={<PlainIcon icon={CheckCircleOutlined} style={{ color: '#1d4e89' }} />}
          />
          <ListCard
            title="Tidak wajib dilaporkan (negative list)"
            items={NEGATIVE_LIST}
            icon={<PlainIcon icon={MinusCircleOutlined} style={{ color: '#8c8c8c' }} />}
            footnote="Berlaku selama tidak ada konflik kepentingan (Peraturan KPK 2/2019 sebagaimana diubah Peraturan KPK 1/2026)."
          />
        </div>
      </Section>

      <Section title="Cara melapor dalam tiga langkah">
        <div className="ld-grid ld-grid-3">
          {STEPS.map((step, i) => (
            <StepCard key={step.title} number={i + 1} step={step} />
          ))}
        </div>
        <div className="ld-center">
          <PlainLinkButton
            to={buildPath('login')}
            type="primary"
            size="large"
            icon={<PlainIcon icon={SendOutlined} />}
          >
            Lapor Gratifikasi sekarang
          </PlainLinkButton>
        </div>
      </Section>
      <Suspense fallback={null}>
        <BeritaTerbaru />
      </Suspense>
      <Suspense fallback={null}>
        <AngkaPublik />
      </Suspense>
    </>
  );
}
