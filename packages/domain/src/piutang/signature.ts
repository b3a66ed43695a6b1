/**
 * The payment notification's signed text: the fields that matter, in a fixed order, so that the bank and this
 * server compute the HMAC over the same bytes whatever the JSON's key order. The HMAC itself is computed by the
 * server's payment platform (node:crypto); this module only fixes what is signed.
 */
export interface SignedNotification {
  notification_id: string;
  va: string;
  jumlah: string;
  mata_uang: string;
  dibayar_at: string;
}

/** 'notification_id|va|jumlah|mata_uang|dibayar_at' with the amount normalised to two decimals. */
export function canonicalNotification(n: SignedNotification): string {
  return [n.notification_id, n.va, normaliseAmount(n.jumlah), n.mata_uang.toUpperCase(), n.dibayar_at].join(
    '|',
  );
}

function normaliseAmount(value: string): string {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!m) return value;
  return `${BigInt(m[1] ?? '0')}.${((m[2] ?? '') + '00').slice(0, 2)}`;
}

/** Constant-time comparison of two hex signatures (same length, every character compared). */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
