import {
  LINK_EXPIRED_MESSAGE,
  type MediaInfoDto,
  type PublicLinkLaporan,
  type PublicLinkValidation,
  type SubmitKelengkapanPayload,
  type SubmitTanggapanPayload,
} from '@gratifikasi/domain';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '@/platform/api';

// Public calls: the reporter opens a mailed link, often signed out; no session headers are sent.
const base = (token: string) => `public-link/${encodeURIComponent(token)}`;

/** Silent: an expired link is an expected outcome that the screen explains itself. */
export async function validateLink(token: string): Promise<PublicLinkValidation> {
  return (await api.get<PublicLinkValidation>(`${base(token)}/validate`, { auth: false, silent: true })).data;
}

export const linkQuery = (token: string) =>
  queryOptions({
    queryKey: ['konfirmasi', token, 'validate'],
    queryFn: () => validateLink(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useLink(token: string) {
  return useQuery(linkQuery(token));
}

export async function fetchLinkLaporan(token: string): Promise<PublicLinkLaporan> {
  return (await api.get<PublicLinkLaporan>(`${base(token)}/laporan`, { auth: false, silent: true })).data;
}

export const linkLaporanQuery = (token: string) =>
  queryOptions({
    queryKey: ['konfirmasi', token, 'laporan'],
    queryFn: () => fetchLinkLaporan(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useLinkLaporan(token: string, enabled: boolean) {
  return useQuery({ ...linkLaporanQuery(token), enabled });
}

export async function uploadLinkFile(token: string, file: File): Promise<MediaInfoDto> {
  return (await api.upload<MediaInfoDto>(`${base(token)}/upload`, file, {}, { auth: false })).data;
}

export async function submitKelengkapan(token: string, body: SubmitKelengkapanPayload): Promise<void> {
  await api.post(`${base(token)}/submit-kelengkapan`, body, { auth: false });
}

export async function submitTanggapan(token: string, body: SubmitTanggapanPayload): Promise<void> {
  await api.post(`${base(token)}/submit-tanggapan`, body, { auth: false });
}

export function useSubmitKelengkapan(token: string) {
  return useMutation({ mutationFn: (body: SubmitKelengkapanPayload) => submitKelengkapan(token, body) });
}

export function useSubmitTanggapan(token: string) {
  return useMutation({ mutationFn: (body: SubmitTanggapanPayload) => submitTanggapan(token, body) });
}

/** True when a call failed because the link can no longer be answered (expired, used, unknown). */
export function isLinkExpired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 422 && error.message === LINK_EXPIRED_MESSAGE;
}
