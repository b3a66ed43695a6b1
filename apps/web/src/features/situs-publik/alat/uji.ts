/** One check of the test tools: what, how it went, and the figures behind it. */
export interface HasilUji {
  nama: string;
  status: 'ok' | 'peringatan' | 'gagal';
  keterangan: string;
}

/** A clock off by more than this makes sessions expire early and deadlines look wrong. */
const SKEW_WARN_MS = 2 * 60_000;
const SLOW_MS = 1500;

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const s = window[kind];
    s.setItem('__uji__', '1');
    s.removeItem('__uji__');
    return true;
  } catch {
    return false;
  }
}

/** The server's answer, its time (the Date header) and the round trip. */
async function server(healthUrl: string): Promise<HasilUji[]> {
  const started = performance.now();
  try {
    const res = await fetch(healthUrl, { cache: 'no-store', credentials: 'same-origin' });
    const ms = Math.round(performance.now() - started);
    const body = (await res.json().catch(() => null)) as { data?: { status?: string } } | null;
    const up = res.ok && body?.data?.status === 'ok';
    const out: HasilUji[] = [
      {
        nama: 'Koneksi ke server',
        status: !up ? 'gagal' : ms > SLOW_MS ? 'peringatan' : 'ok',
        keterangan: up
          ? `Server menjawab dalam ${ms} ms${ms > SLOW_MS ? ' (lambat; periksa jaringan Anda)' : ''}.`
          : `Server menjawab ${res.status}. Coba lagi beberapa saat lagi.`,
      },
    ];
    const date = res.headers.get('date');
    if (date) {
      const skew = Date.now() - ms / 2 - new Date(date).getTime();
      const minutes = Math.round(Math.abs(skew) / 60_000);
      out.push({
        nama: 'Jam perangkat',
        status: Math.abs(skew) > SKEW_WARN_MS ? 'peringatan' : 'ok',
        keterangan:
          Math.abs(skew) > SKEW_WARN_MS
            ? `Jam perangkat ${skew > 0 ? 'lebih cepat' : 'lebih lambat'} sekitar ${minutes} menit dari server; sesuaikan jam agar sesi masuk tidak berakhir lebih awal.`
            : 'Jam perangkat sesuai dengan server.',
      });
    }
    return out;
  } catch {
    return [
      {
        nama: 'Koneksi ke server',
        status: 'gagal',
        keterangan: 'Server tidak dapat dihubungi. Periksa koneksi internet, proksi, atau firewall kantor.',
      },
    ];
  }
}

/** Runs every check of /test-tools in this browser. */
export async function ujiPerangkat(healthUrl: string): Promise<HasilUji[]> {
  const local = storageWorks('localStorage');
  const session = storageWorks('sessionStorage');
  const features = [
    ['fetch', typeof fetch === 'function'],
    ['Intl', typeof Intl === 'object'],
    ['Blob', typeof Blob === 'function'],
    ['FormData', typeof FormData === 'function'],
  ] as const;
  const missing = features.filter(([, has]) => !has).map(([name]) => name);
  return [
    ...(await server(healthUrl)),
    {
      nama: 'Penyimpanan peramban',
      status: local && session ? 'ok' : 'gagal',
      keterangan:
        local && session
          ? 'Penyimpanan lokal dan sesi dapat dipakai.'
          : 'Penyimpanan peramban diblokir (mode privat atau kebijakan kantor); sesi masuk tidak dapat disimpan.',
    },
    {
      nama: 'Cookie',
      status: navigator.cookieEnabled ? 'ok' : 'gagal',
      keterangan: navigator.cookieEnabled
        ? 'Cookie diizinkan.'
        : 'Cookie diblokir; izinkan cookie untuk situs ini.',
    },
    {
      nama: 'Fitur peramban',
      status: missing.length === 0 ? 'ok' : 'gagal',
      keterangan:
        missing.length === 0
          ? 'Peramban mendukung unggah berkas dan semua fitur yang diperlukan.'
          : `Peramban tidak mendukung: ${missing.join(', ')}. Perbarui peramban Anda.`,
    },
    {
      nama: 'Layar',
      status: window.innerWidth >= 360 ? 'ok' : 'peringatan',
      keterangan: `Lebar tampilan ${window.innerWidth} px${window.innerWidth < 360 ? '; beberapa tabel mungkin sulit dibaca' : ''}.`,
    },
  ];
}
