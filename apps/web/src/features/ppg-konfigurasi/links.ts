import { canOpen, type SessionView } from '@gratifikasi/domain';
import { useLocation } from 'react-router';
import { buildPath, routeByName } from '@/platform/routes';
import { useSession } from '@/platform/session';

/** The screens of each configuration in each area: /kpk (group head, director) and /admin. */
const LINKS = {
  indikator: {
    kpk: {
      list: 'kpk-konfigurasi-indikator-list',
      detail: ['kpk-gh-konfigurasi-indikator', 'kpk-direktur-approve-konfigurasi'],
      edit: 'kpk-gh-konfigurasi-indikator-edit',
    },
    admin: {
      list: 'admin-konfigurasi-indikators',
      detail: ['admin-konfigurasi-indikators-detail'],
      edit: 'admin-konfigurasi-indikators-edit',
    },
  },
  skor: {
    kpk: {
      list: 'kpk-gh-konfigurasi-skor-verifikasi',
      detail: [
        'kpk-detail-konfigurasi-skor-verifikasi',
        'kpk-direktur-approval-konfigurasi-skor-verifikasi-detail',
      ],
      edit: 'kpk-edit-konfigurasi-skor-verifikasi',
    },
    admin: {
      list: 'admin-konfigurasi-skor-verifikasis',
      detail: ['admin-konfigurasi-skor-verifikasis-detail'],
      edit: 'admin-konfigurasi-skor-verifikasis-edit',
    },
  },
  klop: { kpk: 'kpk-gh-konfigurasi-KLOP-index', admin: 'admin-konfigurasi-klops' },
} as const;

export type Konfigurasi = 'indikator' | 'skor';

const firstOpen = (names: readonly string[], profile: SessionView | null) =>
  names.find((n) => canOpen(routeByName(n), profile)) ?? names[0] ?? '';

/** Where this configuration's list, detail and edit screens are for the caller (their area, their role). */
export function useKonfigurasiLinks(jenis: Konfigurasi) {
  const admin = useLocation().pathname.startsWith('/admin');
  const { profile } = useSession();
  const l = LINKS[jenis][admin ? 'admin' : 'kpk'];
  return {
    admin,
    list: buildPath(l.list),
    detail: (id: number) => buildPath(firstOpen(l.detail, profile), { id }),
    edit: (id: number) => buildPath(l.edit, { id }),
    klop: buildPath(LINKS.klop[admin ? 'admin' : 'kpk']),
  };
}

/** Whether the active role may open the configuration's edit screen (the access table decides): its edit buttons. */
export function useEditor(jenis: Konfigurasi) {
  const admin = useLocation().pathname.startsWith('/admin');
  const { profile } = useSession();
  return { canEdit: canOpen(routeByName(LINKS[jenis][admin ? 'admin' : 'kpk'].edit), profile) };
}
