import type { Page } from '@gratifikasi/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/platform/api';

type Params = Record<string, string | number>;

export interface Attachment {
  type: string;
  id: number;
  collection: string;
}

export interface StoredMedia {
  id: number;
  original_name: string;
  mime_type: string;
  size: number;
  disk: string;
  created_at: string;
  deleted_at: string | null;
  uploader: { id: number; username: string; name: string } | null;
  attached_to: Attachment[];
}

export interface Mediable {
  id: number;
  media_id: number;
  mediable_type: string;
  mediable_id: number;
  collection: string;
  created_at: string;
  original_name: string;
  mime_type: string;
  media_deleted: boolean;
}

export interface MediaFacets {
  mime_types: string[];
  mediable_types: string[];
}

function usePage<T>(key: string, path: string, params: Params) {
  return useQuery({
    queryKey: [key, params],
    queryFn: async () => (await api.get<Page<T>>(path, { params })).data,
    placeholderData: keepPreviousData,
  });
}

export const useMediaList = (params: Params) => usePage<StoredMedia>('admin-media', 'admin/media', params);
export const useMediables = (params: Params) =>
  usePage<Mediable>('admin-mediables', 'admin/mediables', params);

export function useMediaFacets() {
  return useQuery({
    queryKey: ['admin-media-facets'],
    queryFn: async () => (await api.get<MediaFacets>('admin/media/facets')).data,
    staleTime: 60_000,
  });
}

/** Saves one stored file under its own name. */
export function downloadMedia(id: number): Promise<void> {
  return api.download(`admin/media/${id}/download`);
}
