import {
  DEFAULT_PROCESS,
  type InboxCounts,
  type InboxItem,
  type LaporanAksi,
  type Page,
  type WorkflowScope,
} from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

export type InboxParams = Record<string, string | number>;

export type InboxPage = Page<InboxItem>;

/** Whom reports are distributed to (`GET laporan/beban`): a group, or a member of the caller's group. */
export interface Beban {
  id: number;
  nama: string;
  /** The member's team (or why none); null for a group. */
  keterangan: string | null;
  /** Open reports held now. */
  beban: number;
}
export type BebanJenis = 'grup' | 'anggota';

/** The answer of every bulk call (distribution, reassignment): what moved and why the rest did not. */
export interface BulkResult {
  berhasil: number[];
  gagal: { id: number; pesan: string }[];
}

export interface ProsesNode {
  kode: string;
  nama: string;
  roles: string[];
  /** Who among the role's holders acts (taskdef lingkup): 'pelapor' waits on the reporter. */
  lingkup?: WorkflowScope;
  /** The step's form: 'penomoran' numbers a decision letter (never a move's target). */
  formulir?: string | null;
  final: boolean;
}

export interface Proses {
  kode: string;
  versi: number;
  nama: string;
  start: string | null;
  nodes: ProsesNode[];
  edges: { from: string; to: string; decision: string; label: string }[];
}

export interface Moved {
  id: number;
  step: string;
  dari: string;
  version: number;
}

/** A user of the admin list, as far as a target picker needs it. */
export interface UserOption {
  id: number;
  name: string;
  username: string;
}

const keys = {
  all: ['kotak-masuk'] as const,
  page: (params: InboxParams) => ['kotak-masuk', 'page', params] as const,
  counts: (params: InboxParams) => ['kotak-masuk', 'jumlah', params] as const,
  beban: (jenis: BebanJenis) => ['kotak-masuk', 'beban', jenis] as const,
  aksi: (id: number) => ['kotak-masuk', 'aksi', id] as const,
  proses: ['kotak-masuk', 'proses', DEFAULT_PROCESS.kode] as const,
  users: (role: string, q: string) => ['kotak-masuk', 'users', role, q] as const,
};

// ---- reads -------------------------------------------------------------------------------------------

/** One tab of the active role's inbox (`GET laporan/kotak-masuk`). */
export function useInbox(params: InboxParams, enabled = true) {
  return useQuery({
    queryKey: keys.page(params),
    queryFn: async () => (await api.get<InboxPage>('laporan/kotak-masuk', { params })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The inbox tabs' counts and the open reports per step (`GET laporan/kotak-masuk/jumlah`). */
export function useInboxCounts(params: InboxParams, enabled = true) {
  return useQuery({
    queryKey: keys.counts(params),
    queryFn: async () => (await api.get<InboxCounts>('laporan/kotak-masuk/jumlah', { params })).data,
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useBeban(jenis: BebanJenis, enabled = true) {
  return useQuery({
    queryKey: keys.beban(jenis),
    queryFn: async () => (await api.get<Beban[]>('laporan/beban', { params: { jenis } })).data,
    enabled,
  });
}

export const aksiQuery = (id: number) =>
  queryOptions({
    queryKey: keys.aksi(id),
    // Silent: an unknown id answers 404 and the form says so itself.
    queryFn: async () => (await api.get<LaporanAksi>(`laporan/${id}/aksi`, { silent: true })).data,
    retry: false,
    staleTime: 0,
  });

export function useLaporanAksi(id: number | null) {
  return useQuery({ ...aksiQuery(id ?? 0), enabled: id !== null });
}

/** The report process's steps, for the target-step choice of a move. */
export function useProses() {
  return useQuery({
    queryKey: keys.proses,
    queryFn: async () => (await api.get<Proses>(`workflow/proses/${DEFAULT_PROCESS.kode}`)).data,
    staleTime: 5 * 60_000,
  });
}

/** Active users holding a role (`GET admin/users?role=`), searched by name. */
export function useUsersWithRole(role: string, q: string) {
  return useQuery({
    queryKey: keys.users(role, q),
    queryFn: async () => {
      const params = { role, is_active: 'true', per_page: 50, ...(q ? { q } : {}) };
      const page = (await api.get<Page<UserOption>>('admin/users', { params })).data;
      return page.items.map(({ id, name, username }) => ({ id, name, username }));
    },
    placeholderData: keepPreviousData,
  });
}

/** Reloads every inbox, count and load shown (the 'Muat ulang' button). */
export function useRefreshInbox() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: keys.all });
}

// ---- writes ------------------------------------------------------------------------------------------

/** A mutation that refreshes every inbox, count and load once it is done (also when part of it failed). */
function useInboxMutation<V, R>(run: (vars: V) => Promise<{ data: R }>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (vars: V) => (await run(vars)).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export interface DistribusiInput {
  items: { id: number; versi: number }[];
  catatan?: string;
}

/** `POST laporan/distribusi` (to a group) or `laporan/distribusi-fungsional` (to a member). */
export function useDistribusi(jenis: BebanJenis) {
  return useInboxMutation((input: DistribusiInput & { target: number }) => {
    const { target, catatan, items } = input;
    const note = catatan?.trim() ? { catatan: catatan.trim() } : {};
    return jenis === 'grup'
      ? api.post<BulkResult>('laporan/distribusi', { items, grup_id: target, ...note })
      : api.post<BulkResult>('laporan/distribusi-fungsional', { items, anggota_user_id: target, ...note });
  });
}

export interface ReassignInput {
  ids: number[];
  target: number;
  alasan: string;
}

/** `POST laporan/reassign-angtim` (another member) or `laporan/reassign-gh` (another group). */
export function useReassign(jenis: BebanJenis) {
  return useInboxMutation(({ ids, target, alasan }: ReassignInput) =>
    jenis === 'grup'
      ? api.post<BulkResult>('laporan/reassign-gh', { ids, grup_id: target, alasan })
      : api.post<BulkResult>('laporan/reassign-angtim', { ids, anggota_user_id: target, alasan }),
  );
}

export interface MoveInput {
  id: number;
  step: string;
  versi: number;
  alasan: string;
}

export function useMoveWorkflow() {
  return useInboxMutation(({ id, ...body }: MoveInput) =>
    api.post<Moved>(`laporan/${id}/move-workflow`, body),
  );
}
