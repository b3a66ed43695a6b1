import type { FieldErrors } from '@gratifikasi/domain';

/** Stable codes of the errors the platform and its modules raise on purpose, each with its HTTP status. */
export const ERROR_STATUS = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  INVALID_REFRESH_TOKEN: 401,
  INVALID_CLIENT: 401,
  SECOND_FACTOR_REQUIRED: 401,
  CHALLENGE_EXPIRED: 401,
  FORBIDDEN: 403,
  ACCOUNT_NOT_ACTIVATED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LAPORAN_NOT_EDITABLE: 409,
  PAYLOAD_TOO_LARGE: 413,
  VALIDATION_FAILED: 422,
  LINK_EXPIRED: 422,
  LOGIN_THROTTLED: 429,
  RATE_LIMITED: 429,
  MAINTENANCE: 503,
  DEMO_SEEDING: 503,
  ACCOUNT_INACTIVE: 467,
  SESSION_REVOKED: 469,
  PASSWORD_EXPIRED: 471,
  SESSION_REPLACED: 472,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  UNAUTHENTICATED: 'Token tidak valid, Silahkan melakukan login',
  TOKEN_EXPIRED: 'Token Expired',
  INVALID_CREDENTIALS: 'Nama pengguna atau kata sandi salah',
  INVALID_REFRESH_TOKEN: 'Token tidak valid, Silahkan melakukan login',
  INVALID_CLIENT: 'Client tidak valid',
  SECOND_FACTOR_REQUIRED: 'Akun ini memerlukan kode autentikator (parameter code)',
  CHALLENGE_EXPIRED: 'Verifikasi login sudah kedaluwarsa. Silakan masuk kembali.',
  FORBIDDEN: 'Anda tidak memiliki akses',
  ACCOUNT_NOT_ACTIVATED:
    'Akun Anda belum diaktivasi. Silakan buka tautan aktivasi di email Anda atau minta tautan baru melalui halaman Reaktivasi.',
  NOT_FOUND: 'Data tidak ditemukan',
  CONFLICT: 'Data telah berubah atau bertentangan dengan keadaan saat ini. Muat ulang lalu coba lagi.',
  LAPORAN_NOT_EDITABLE:
    'Laporan hanya dapat diubah atau dihapus selama masih draf atau dikembalikan kepada pelapor',
  PAYLOAD_TOO_LARGE: 'Ukuran data terlalu besar',
  VALIDATION_FAILED: 'Data yang dikirim tidak valid',
  LINK_EXPIRED: 'Tautan sudah kedaluwarsa, silakan tekan tombol refresh dan tekan kembali tautan terkait.',
  LOGIN_THROTTLED: 'Terlalu banyak percobaan masuk. Silakan coba lagi dalam 15 menit.',
  RATE_LIMITED: 'Terlalu banyak permintaan. Silakan coba lagi beberapa saat lagi.',
  MAINTENANCE: 'Aplikasi sedang dalam pemeliharaan. Silakan coba beberapa saat lagi.',
  DEMO_SEEDING: 'Data demo sedang disiapkan. Silakan coba beberapa saat lagi.',
  ACCOUNT_INACTIVE: 'Akun Anda tidak aktif. Silakan hubungi administrator.',
  SESSION_REVOKED: 'Sesi Anda telah berakhir. Silakan login kembali.',
  PASSWORD_EXPIRED: 'Kata sandi Anda sudah kedaluwarsa. Silakan perbarui melalui Lupa Password.',
  SESSION_REPLACED: 'Sesi Anda telah digantikan oleh login di perangkat lain.',
};

/** An error the API answers on purpose: its code fixes the status, the message is shown to the user. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly errors: FieldErrors | null;

  constructor(code: ErrorCode, message?: string, errors: FieldErrors | null = null) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_STATUS[code];
    this.errors = errors;
  }
}

/** A 422 with field messages, e.g. `fieldError('old_password', 'Kata sandi lama tidak sesuai')`. */
export function fieldError(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', undefined, { [field]: [message] });
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
