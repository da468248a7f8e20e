import { learningVideos } from '../db/schema/index';
import { json, type RouteCase } from './catalogue-types';
import { coachPhotoUpload, downloadUpload, learningVideoUpload } from './route-samples';

/** Downloads, learning videos and the public site's coach profiles, for students and for the staff who publish them. */
export const CONTENT_ROUTES: Record<string, RouteCase> = {
  'GET /api/memberships/mine': { request: () => ({ url: '/api/memberships/mine' }), guardianNamesA: true },
  'GET /api/downloads': {
    request: () => ({ url: '/api/downloads' }),
    guardianNamesA: true,
  },
  'GET /api/downloads/{id}/file': {
    request: (w) => ({ url: `/api/downloads/${w.downloadId}/file` }),
    guardianNamesA: true,
  },
  'POST /api/downloads/{id}/purchase': {
    request: (w) => ({ url: `/api/downloads/${w.paidDownloadId}/purchase` }),
    guardianNamesA: true,
  },
  'GET /api/downloads/checkout/{sessionId}': {
    request: (w) => ({ url: `/api/downloads/checkout/${w.downloadCheckoutSessionId}` }),
    guardianNamesA: true,
  },
  'GET /api/staff/downloads': { request: () => ({ url: '/api/staff/downloads' }) },
  'POST /api/staff/downloads': {
    request: async () => ({ url: '/api/staff/downloads', ...(await downloadUpload()) }),
  },
  'PATCH /api/staff/downloads/{id}': {
    request: (w) => ({ url: `/api/staff/downloads/${w.downloadId}`, ...json({ author: 'James Whitfield' }) }),
  },
  'GET /api/staff/download-purchases': { request: () => ({ url: '/api/staff/download-purchases' }) },
  'POST /api/staff/download-purchases/{id}/decision': {
    request: async (w) => ({
      url: `/api/staff/download-purchases/${await w.fresh.purchase()}/decision`,
      ...json({ decision: 'grant' }),
    }),
  },
  'GET /api/learning/videos': {
    request: () => ({ url: '/api/learning/videos' }),
    guardianNamesA: true,
  },
  'GET /api/learning/videos/{id}': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}` }),
    guardianNamesA: true,
  },
  'GET /api/learning/videos/{id}/stream': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/stream` }),
    guardianNamesA: true,
  },
  'PUT /api/learning/videos/{id}/progress': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/progress`, ...json({ progress: 10 }) }),
    guardianNamesA: true,
  },
  'POST /api/learning/videos/{id}/complete': {
    request: (w) => ({ url: `/api/learning/videos/${w.videoId}/complete` }),
    guardianNamesA: true,
  },
  'GET /api/staff/learning/videos': { request: () => ({ url: '/api/staff/learning/videos' }) },
  'POST /api/staff/learning/videos': {
    request: () => ({
      url: '/api/staff/learning/videos',
      ...json({
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        title: 'Grip basics',
        description: 'How to hold the club.',
        category: 'fundamentals',
        difficulty: 'beginner',
        durationMinutes: 8,
        requiredTier: 'free',
        instructor: 'James Whitfield',
      }),
    }),
  },
  'GET /api/staff/learning/videos/{id}/stream': {
    request: (w) => ({ url: `/api/staff/learning/videos/${w.videoId}/stream` }),
  },
  'POST /api/staff/learning/videos/upload': {
    request: async () => ({
      url: '/api/staff/learning/videos/upload',
      ...(await learningVideoUpload('Grip')),
    }),
  },
  'PATCH /api/staff/learning/videos/{id}': {
    request: (w) => ({
      url: `/api/staff/learning/videos/${w.videoId}`,
      ...json({ instructor: 'James Whitfield' }),
    }),
  },
  'PUT /api/staff/learning/videos/order': {
    request: async (w) => {
      const rows = await w.t.database.db.select({ id: learningVideos.id }).from(learningVideos);
      return { url: '/api/staff/learning/videos/order', ...json({ ids: rows.map((r) => r.id) }) };
    },
  },
  'GET /api/staff/content/coaches': { request: () => ({ url: '/api/staff/content/coaches' }) },
  'PATCH /api/staff/content/coaches/{id}': {
    request: (w) => ({
      url: `/api/staff/content/coaches/${w.coachOfA.id}`,
      ...json({ bio: 'James coaches juniors and adults.' }),
    }),
  },
  'POST /api/staff/content/coaches/{id}/photo': {
    request: async (w) => ({
      url: `/api/staff/content/coaches/${w.coachOfA.id}/photo`,
      ...(await coachPhotoUpload()),
    }),
  },
  'GET /api/coach-photos/{file}': {
    // A photo an admin has just uploaded: its file names are only known from the answer.
    request: async (w) => {
      const res = await w.callers.admin.call({
        method: 'POST',
        url: `/api/staff/content/coaches/${w.coachOfA.id}/photo`,
        ...(await coachPhotoUpload()),
      });
      return { url: res.json().profile.photo.sources[0].url };
    },
  },
  'GET /api/camp-days': { request: () => ({ url: '/api/camp-days' }) },
  'GET /api/staff/content/testimonials': { request: () => ({ url: '/api/staff/content/testimonials' }) },
  'POST /api/staff/content/testimonials': {
    request: () => ({
      url: '/api/staff/content/testimonials',
      ...json({ page: 'home', quote: 'Lovely coaching.', name: 'Sam P.', role: 'Parent of Ava, 10' }),
    }),
  },
  'PATCH /api/staff/content/testimonials/{id}': {
    // A quote an admin has just added, so each caller's request names one that exists.
    request: async (w) => {
      const res = await w.callers.admin.call({
        method: 'POST',
        url: '/api/staff/content/testimonials',
        payload: { page: 'home', quote: 'Patient and clear.', name: 'Jo K.', role: 'Adult golfer' },
      });
      return {
        url: `/api/staff/content/testimonials/${res.json().testimonial.id}`,
        ...json({ shown: false }),
      };
    },
  },
};
