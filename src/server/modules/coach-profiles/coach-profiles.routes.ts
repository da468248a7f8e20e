import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCoachProfileResponse,
  adminCoachProfilesResponse,
  coachPhotoFileParams,
  coachProfilePatchBody,
} from '@/core/contracts/coach-profiles';
import { errorResponses, idParams } from '@/core/contracts/common';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';
import { readMultipartForm } from '../../storage/multipart-form';
import { discardIfRefused } from '../../storage/refused-upload';
import { COACH_PHOTO_FOLDER, COACH_PHOTO_UPLOAD } from './coach-photo';

const errors = errorResponses(400, 401, 403, 404, 413);
const tags = ['staff portal: content'];
const security = [{ bearer: [] }];

/** Content ▸ Coach profiles (admins), and the photos the public pages show. */
export const coachProfilesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const profiles = services.coachProfiles;

  app.get(
    '/api/staff/content/coaches',
    {
      schema: {
        tags,
        summary: 'Every coach’s public profile, hidden ones too, in the public order',
        security,
        response: { 200: adminCoachProfilesResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ profiles: await profiles.listForAdmin(signedInStaffId(request)) }),
  );

  app.patch(
    '/api/staff/content/coaches/:id',
    {
      schema: {
        tags,
        summary: 'Change a coach’s title, biography, qualifications, phone, order or whether it is shown',
        security,
        params: idParams,
        body: coachProfilePatchBody,
        response: { 200: adminCoachProfileResponse, ...errors },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      profile: await profiles.update(signedInStaffId(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/staff/content/coaches/:id/photo',
    {
      schema: {
        tags,
        summary: 'Upload a coach’s photo (multipart, one `photo` file); it is resized to AVIF and WebP',
        security,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: adminCoachProfileResponse, ...errors },
      },
      onRequest: app.requireStaff,
      // Refused before any byte is stored.
      preHandler: async (request) => profiles.requireAdmin(signedInStaffId(request)),
    },
    async (request) => {
      const form = await readMultipartForm(request, app.storage, (field) =>
        field === COACH_PHOTO_UPLOAD.field ? COACH_PHOTO_UPLOAD : undefined,
      );
      const profile = await discardIfRefused(form, () =>
        profiles.setPhoto(signedInStaffId(request), request.params.id, form.files.photo),
      );
      return { profile };
    },
  );

  app.get(
    '/api/coach-photos/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'A coach’s photo at one size; its name changes with every new photo',
        params: coachPhotoFileParams,
      },
    },
    async (request, reply) => {
      const key = `${COACH_PHOTO_FOLDER}/${request.params.file}`;
      if (!(await profiles.isPhotoFile(key))) return reply.status(404).send({ message: 'Photo not found' });
      const size = await app.storage.size(key);
      if (size === null) return reply.status(404).send({ message: 'Photo not found' });
      return (
        reply
          .header('content-type', key.endsWith('.avif') ? 'image/avif' : 'image/webp')
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          // A new photo gets new file names, so a file's bytes never change.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(app.storage.read(key))
      );
    },
  );
};
