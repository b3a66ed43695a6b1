import { isProfileShape, type Profile } from '@gratifikasi/domain';
import { call } from './http/client';
import { ApiError, carriesErrors, isRecord } from './http/errors';

/** A session step failed because the profile could not be obtained (spec §8 messages). */
export class ProfileError extends Error {
  /** HTTP status of the failed profile call, when there was one. */
  status?: number;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ProfileError';
    this.status = status;
  }
}

export const PROFILE_INVALID = 'Profile tidak valid';
export const LOGIN_PROFILE_FAILED = 'Proses login gagal';
export const UPDATE_PROFILE_FAILED = 'Update profile gagal';

/** The profile of an envelope, or ProfileError('Profile tidak valid') when data is missing or has errors. */
export function profileFromBody(body: unknown): Profile {
  if (!isRecord(body) || carriesErrors(body) || !isRecord(body.data)) throw new ProfileError(PROFILE_INVALID);
  // A structural check, not Zod: this runs on every first visit and Zod would weigh ~24 KB gzip there.
  if (!isProfileShape(body.data)) throw new ProfileError(PROFILE_INVALID);
  return body.data;
}

/** A stored profile JSON, or null when it is not a valid profile. */
export function storedProfile(json: unknown): Profile | null {
  try {
    return profileFromBody({ data: json });
  } catch {
    return null;
  }
}

/**
 * `GET my-profile` inside login or refresh: silent, outside the shared failure handling and not counted as
 * activity (a refresh must not keep an idle session alive). Any failure becomes ProfileError(failMessage).
 */
export async function fetchSessionProfile(bearer: string, failMessage: string): Promise<Profile> {
  let body: unknown;
  try {
    ({ body } = await call('my-profile', {
      method: 'GET',
      bearer,
      silent: true,
      handle: false,
      activity: false,
    }));
  } catch (error) {
    // A GET answered with errors is "profile has errors", not a failed fetch.
    if (error instanceof ApiError && error.status === 200) throw new ProfileError(PROFILE_INVALID);
    throw new ProfileError(failMessage, error instanceof ApiError ? error.status : undefined);
  }
  return profileFromBody(body);
}
