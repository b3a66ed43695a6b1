import { useCallback, useEffect, useState } from 'react';
import { API_BASE } from '@/platform/api';
import { PlainButton } from '@/ui/plain/controls';
import { PublicPage } from '../plain/PublicPage';
import { type HasilUji, ujiPerangkat } from './uji';

const LABEL = { ok: 'Baik', peringatan: 'Perhatian', gagal: 'Gagal' } as const;

/**
 * /test-tools (spec §2, readable during maintenance): checks this browser against the service — the server
 * answers and how fast, the device clock (sessions and deadlines depend on it), storage and cookies, the browser's
 * features — so a user can report what is wrong to the help desk with one copy.
 */
export function TestToolsPage() {
  const [hasil, setHasil] = useState<HasilUji[] | null>(null);
  const [running, setRunning] = useState(false);
  const [copied, setCopied] = useState(false);
  const run = useCallback(async () => {
    setRunning(true);
    setCopied(false);
    setHasil(await ujiPerangkat(`${API_BASE}health`));
    setRunning(false);
  }, []);
  useEffect(() => {
    void run();
  }, [run]);
  const text = (hasil ?? []).map((h) => `${h.nama}: ${LABEL[h.status]} — ${h.keterangan}`).join('\n');
  return (
    <PublicPage
      narrow
      title="Alat Uji"
      subtitle="Periksa apakah perangkat dan jaringan Anda siap memakai Gratifikasi Online."
    >
      {hasil ? (
        <ul className="sp-list" aria-label="Hasil uji">
          {hasil.map((h) => (
            <li key={h.nama} className={`sp-row sp-uji sp-uji-${h.status}`}>
              <strong>{h.nama}</strong> <span className="sp-tag">{LABEL[h.status]}</span>
              <div className="sp-muted">{h.keterangan}</div>
            </li>
          ))}
        </ul>
      ) : null}
      <p style={{ display: 'flex', gap: 8, marginTop: 20 }}>
        <PlainButton type="primary" loading={running} onClick={() => void run()}>
          Uji ulang
        </PlainButton>
        <PlainButton
          disabled={!hasil}
          onClick={() =>
            void navigator.clipboard?.writeText(`${text}\n${navigator.userAgent}`).then(() => setCopied(true))
          }
        >
          {copied ? 'Hasil tersalin' : 'Salin hasil untuk petugas'}
        </PlainButton>
      </p>
    </PublicPage>
  );
}
