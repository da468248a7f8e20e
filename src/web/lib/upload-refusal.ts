import { isApiError } from './api';

/**
 * The server's own words when it refused an upload for the student's account or the academy's disk (too
 * large, upload space full, too many unsaved files, storage nearly full); undefined for any other failure,
 * which keeps its generic text.
 */
export function uploadRefusal(error: unknown): string | undefined {
  if (!isApiError(error) || ![409, 413, 507].includes(error.status)) return undefined;
  return error.serverMessage;
}
