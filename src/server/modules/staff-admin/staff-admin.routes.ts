import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponse, errorResponses, idParams, studentIdParams } from '@/core/contracts/common';

import {
  adminStudentResponse,
  adminStudentsResponse,
  changePasswordBody,
  changePasswordResponse,
  createStaffBody,
  leadResponse,
  markContactedBody,
  staffAccountResponse,
  staffAccountsResponse,
  updateAdminStudentBody,
  updateStaffBody,
  waitingListResponse,
} from '@/core/contracts/staff-admin';
import { unauthorized } from '../../errors';
import { signedInStaffId } from '../../plugins/auth';
import type { Services } from '../../services';

const errors = errorResponses(400, 401, 403, 404, 409);
const security = [{ bearer: [] }];
const tags = ['staff portal: admin'];

export const staffAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const admin = services.staffAdmin;
  const staffOnly = { onRequest: app.requireStaff };

  app.get(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Every staff account',
        security,
        response: { 200: staffAccountsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.listStaff(signedInStaffId(request)),
  );

  app.post(
    '/api/admin/staff',
    {
      schema: {
        tags,
        summary: 'Create a coach, instructor or admin; they choose a password from the e-mailed invitation',
        security,
        body: createStaffBody,
        response: { 201: staffAccountResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await admin.createStaff(signedInStaffId(request), request.body)),
  );

  app.patch(
    '/api/admin/staff/:id',
    {
      schema: {
        tags,
        summary: 'Disable or enable a staff account, or change its role (disabling signs it out)',
        security,
        params: idParams,
        body: updateStaffBody,
        response: { 200: staffAccountResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.updateStaff(signedInStaffId(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/staff/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'E-mail a password-reset link to a member of staff',
        security,
        params: idParams,
        response: { 200: changePasswordResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.sendStaffReset(signedInStaffId(request), request.params.id),
  );

  app.get(
    '/api/admin/students',
    {
      schema: {
        tags,
        summary: 'Every student with their coach and tier',
        security,
        response: { 200: adminStudentsResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.listStudents(signedInStaffId(request)),
  );

  app.patch(
    '/api/admin/students/:id',
    {
      schema: {
        tags,
        summary: 'Assign a student to a coach (or none) and set their membership tier',
        security,
        params: studentIdParams,
        body: updateAdminStudentBody,
        response: { 200: adminStudentResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.updateStudent(signedInStaffId(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/waiting-list',
    {
      schema: {
        tags,
        summary: 'Waiting-list leads from the public site, newest first',
        security,
        response: { 200: waitingListResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.waitingList(signedInStaffId(request)),
  );

  app.patch(
    '/api/admin/waiting-list/:id',
    {
      schema: {
        tags,
        summary: 'Mark a lead contacted (or not)',
        security,
        params: idParams,
        body: markContactedBody,
        response: { 200: leadResponse, ...errors },
      },
      ...staffOnly,
    },
    async (request) => admin.markLead(signedInStaffId(request), request.params.id, request.body.contacted),
  );

  app.post(
    '/api/staff-portal/password',
    {
      schema: {
        tags: ['staff portal: settings'],
        summary: 'Change your own password; your other sessions end',
        security,
        body: changePasswordBody,
        response: { 200: changePasswordResponse, ...errors, 429: errorResponse },
      },
      ...staffOnly,
    },
    async (request) => {
      const session = request.staffSession;
      if (!session) throw unauthorized();
      return admin.changePassword(signedInStaffId(request), session.id, request.body, request.ip);
    },
  );
};
