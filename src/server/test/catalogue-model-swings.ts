import { Readable } from 'node:stream';
import { annotationTemplates, modelSwings } from '../db/schema/index';
import { SAMPLE_LINE } from './catalogue-swings';
import { json, type RouteCase, type World } from './catalogue-types';
import { multipartBody, VIDEO } from './multipart';

/** A model swing of the academy's with a stored file; each call makes another, so a deletion uses its own. */
async function modelSwing(w: World): Promise<string> {
  const stored = await w.t.app.storage.put(Readable.from([VIDEO]), {
    folder: 'model-swings',
    extension: 'mp4',
  });
  const [row] = await w.t.database.db
    .insert(modelSwings)
    .values({
      title: 'Tour pro driver',
      club: 'Driver',
      view: 'down_the_line',
      handedness: 'right',
      fileKey: stored.key,
      fileMime: 'video/mp4',
      fileSize: stored.size,
      fileFilename: 'driver.mp4',
      createdBy: w.admin.id,
    })
    .returning({ id: modelSwings.id });
  if (!row) throw new Error('No model swing');
  return row.id;
}

/** A drawing template A's coach made: theirs (and an admin's) to delete. A new one each call. */
async function templateOfCoachOfA(w: World): Promise<string> {
  const { fromFrame: _from, toFrame: _to, ...shape } = SAMPLE_LINE;
  const [row] = await w.t.database.db
    .insert(annotationTemplates)
    .values({ name: 'Shaft plane at address', drawings: [shape as never], createdBy: w.coachOfA.id })
    .returning({ id: annotationTemplates.id });
  return row!.id;
}

/** The model swing library: every member of staff plays and marks; administrators manage it. */
export const MODEL_SWING_ROUTES: Record<string, RouteCase> = {
  'GET /api/staff/model-swings': { request: () => ({ url: '/api/staff/model-swings' }) },
  'GET /api/staff/model-swings/{id}': {
    request: async (w) => ({ url: `/api/staff/model-swings/${await modelSwing(w)}` }),
  },
  'GET /api/staff/model-swings/{id}/file': {
    request: async (w) => ({ url: `/api/staff/model-swings/${await modelSwing(w)}/file` }),
  },
  'PUT /api/staff/model-swings/{id}/moments': {
    request: async (w) => ({
      url: `/api/staff/model-swings/${await modelSwing(w)}/moments`,
      ...json({ address: 0, top: 40, impact: 55 }),
    }),
  },
  'GET /api/staff/model-swings/{id}/annotations': {
    request: async (w) => ({ url: `/api/staff/model-swings/${await modelSwing(w)}/annotations` }),
  },
  'PUT /api/staff/model-swings/{id}/annotations': {
    request: async (w) => ({
      url: `/api/staff/model-swings/${await modelSwing(w)}/annotations`,
      ...json({ baseVersion: 0, drawings: [SAMPLE_LINE] }),
    }),
  },
  'GET /api/staff/annotation-templates': { request: () => ({ url: '/api/staff/annotation-templates' }) },
  'POST /api/staff/annotation-templates': {
    request: () => {
      const { fromFrame: _from, toFrame: _to, ...shape } = SAMPLE_LINE;
      return { url: '/api/staff/annotation-templates', ...json({ name: 'Spine angle', drawings: [shape] }) };
    },
  },
  'DELETE /api/staff/annotation-templates/{id}': {
    request: async (w) => ({ url: `/api/staff/annotation-templates/${await templateOfCoachOfA(w)}` }),
  },
  'POST /api/admin/model-swings': {
    request: async () => ({
      url: '/api/admin/model-swings',
      ...(await multipartBody([
        ['title', 'Tour pro seven iron'],
        ['club', '7 iron'],
        ['view', 'face_on'],
        ['handedness', 'right'],
        ['video', { bytes: VIDEO, name: 'seven.mp4', type: 'video/mp4' }],
      ])),
    }),
  },
  'PATCH /api/admin/model-swings/{id}': {
    request: async (w) => ({
      url: `/api/admin/model-swings/${await modelSwing(w)}`,
      ...json({ club: '3 wood' }),
    }),
  },
  'DELETE /api/admin/model-swings/{id}': {
    request: async (w) => ({ url: `/api/admin/model-swings/${await modelSwing(w)}` }),
  },
};
