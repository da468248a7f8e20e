import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, studentIdParams } from '@/core/contracts/common';
import { consentParams, setConsentBody, studentConsentsResponse } from '@/core/contracts/consents';
import { signedInViewer } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['consents'];
const security = [{ bearer: [] }];

export const consentsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.get(
    '/api/students/:id/consents',
    {
      schema: {
        tags,
        security,
        summary: "A student's consents per purpose: whether each holds, and each party's live agreement",
        params: studentIdParams,
        response: { 200: studentConsentsResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) => services.consents.list(signedInViewer(request), request.params.id),
  );

  app.put(
    '/api/students/:id/consents/:purpose',
    {
      schema: {
        tags,
        security,
        summary:
          "Give or withdraw the caller's own agreement (student, guardian; an admin records a guardian's paper form); a withdrawal ends the consent at once",
        params: consentParams,
        body: setConsentBody,
        response: { 200: studentConsentsResponse, ...errors },
      },
      onRequest: app.requireStudentOrStaff,
    },
    async (request) =>
      services.consents.set(
        signedInViewer(request),
        request.params.id,
        request.params.purpose,
        request.body.agreed,
      ),
  );
};
