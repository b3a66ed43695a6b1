import type { FastifyReply, FastifyRequest } from 'fastify';
import { requireAuth } from '../../platform/access';
import { XLSX_CONTENT_TYPE } from '../../platform/excel';
import type { Meta } from './register/move';

/** Reads: every KPK role holding daftar-og. Writes: update-og; the custody rules then check the active role. */
export const READ = { access: { permission: ['daftar-og'] as const } };
export const WRITE = { access: { permission: ['update-og'] as const } };
export const tags = ['og'];

export function metaOf(request: FastifyRequest): Meta {
  return { id: request.id, ip: request.ip, headers: request.headers, auth: requireAuth(request) };
}

export function sendFile(reply: FastifyReply, kind: 'pdf' | 'xlsx', filename: string, bytes: Buffer) {
  return reply
    .header('content-type', kind === 'pdf' ? 'application/pdf' : XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(bytes);
}
