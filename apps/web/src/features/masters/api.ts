import type { KontenBerkas, MasterDefinition } from '@gratifikasi/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/platform/api';

/** A row of a master as the API returns it: its fields, relation labels and the implicit columns. */
export interface MasterItem {
  id: number;
  labels?: Record<string, string | null>;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  [field: string]: unknown;
}

export interface MasterPage {
  items: MasterItem[];
  total: number;
  page: number;
  per_page: number;
}

export type MasterParams = Record<string, string | number>;

/** Field name → value as sent to the API. */
export type MasterPayload = Record<string, unknown>;

const base = (key: string) => `admin/masters/${key}`;

export async function fetchMasterPage(key: string, params: MasterParams): Promise<MasterPage> {
  const { data } = await api.get<MasterPage>(base(key), { params });
  return data;
}

export async function fetchMasterItem(key: string, id: number | string): Promise<MasterItem> {
  const { data } = await api.get<MasterItem>(`${base(key)}/${id}`);
  return data;
}

// The only place the master query keys are written: ['masters', key, ...].
export const masterKeys = {
  all: (key: string) => ['masters', key] as const,
  list: (key: string, params: MasterParams) => ['masters', key, 'list', params] as const,
  item: (key: string, id: number | string) => ['masters', key, 'item', String(id)] as const,
  options: (key: string, params: MasterParams) => ['masters', key, 'options', params] as const,
};

export const masterListQuery = (key: string, params: MasterParams) =>
  queryOptions({
    queryKey: masterKeys.list(key, params),
    queryFn: () => fetchMasterPage(key, params),
    placeholderData: keepPreviousData,
  });

export const masterItemQuery = (key: string, id: number | string) =>
  queryOptions({ queryKey: masterKeys.item(key, id), queryFn: () => fetchMasterItem(key, id) });

/** Choices of a relation dropdown: the target master's rows matching a search and its parent filter. */
export const masterOptionsQuery = (key: string, params: MasterParams) =>
  queryOptions({
    queryKey: masterKeys.options(key, params),
    queryFn: () => fetchMasterPage(key, { per_page: 50, ...params }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

export function useMasterList(key: string, params: MasterParams) {
  return useQuery(masterListQuery(key, params));
}

export function useMasterItem(key: string, id: number | string | null) {
  return useQuery({ ...masterItemQuery(key, id ?? ''), enabled: id !== null && id !== '' });
}

export function useMasterOptions(key: string, params: MasterParams, enabled = true) {
  return useQuery({ ...masterOptionsQuery(key, params), enabled });
}

/** Create (no id) or update (id); answers the saved row and the server's message. */
export async function saveMasterItem(
  key: string,
  id: number | null,
  payload: MasterPayload,
): Promise<{ item: MasterItem; message?: string }> {
  const body =
    id === null
      ? await api.post<MasterItem>(base(key), payload)
      : await api.put<MasterItem>(`${base(key)}/${id}`, payload);
  return { item: body.data, message: body.message };
}

async function deleteMasterItem(key: string, id: number) {
  const body = await api.delete<MasterItem>(`${base(key)}/${id}`);
  return { item: body.data, message: body.message };
}

async function restoreMasterItem(key: string, id: number) {
  const body = await api.post<MasterItem>(`${base(key)}/${id}/restore`);
  return { item: body.data, message: body.message };
}

function useInvalidate(def: MasterDefinition) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: masterKeys.all(def.key) });
}

export function useSaveMaster(def: MasterDefinition) {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: MasterPayload }) =>
      saveMasterItem(def.key, id, payload),
    onSuccess: invalidate,
  });
}

export function useDeleteMaster(def: MasterDefinition) {
  const invalidate = useInvalidate(def);
  return useMutation({ mutationFn: (id: number) => deleteMasterItem(def.key, id), onSuccess: invalidate });
}

export function useRestoreMaster(def: MasterDefinition) {
  const invalidate = useInvalidate(def);
  return useMutation({ mutationFn: (id: number) => restoreMasterItem(def.key, id), onSuccess: invalidate });
}

/** The whole filtered set as .xlsx (paging and sort of the screen do not limit it). */
export function exportMaster(key: string, params: MasterParams): Promise<void> {
  const { page: _page, per_page: _perPage, ...filters } = params;
  return api.download(`${base(key)}/export`, { params: filters });
}

export function downloadImportTemplate(key: string): Promise<void> {
  return api.download(`${base(key)}/import-template`);
}

export function useImportMaster(def: MasterDefinition) {
  const invalidate = useInvalidate(def);
  return useMutation({
    mutationFn: async (file: File) => {
      // Silent: the import dialog shows every failure itself (the row report of a 422 above all).
      const body = await api.upload<{ inserted: number }>(
        `${base(def.key)}/import`,
        file,
        {},
        { silent: true },
      );
      return { inserted: body.data.inserted, message: body.message };
    },
    onSuccess: invalidate,
  });
}

/** Uploads a file for public content; answers the path to put in the field or the article. */
export async function uploadKontenBerkas(file: File): Promise<KontenBerkas> {
  return (await api.upload<KontenBerkas>('konten/berkas', file)).data;
}

/** Rich text as the server will store it (sanitised), for the editor's preview. */
export async function pratinjauRichText(html: string): Promise<string> {
  return (await api.post<{ html: string }>('konten/pratinjau', { html })).data.html;
}
