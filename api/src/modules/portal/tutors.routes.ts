// The desk's side of the portal: a family's tutors with their invitation state, inviting one, and the e-mails sent
// to the family (guarded by the families screen's permissions).
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { callerOf } from '../../plugins/auth';
import { inviteTutor, listFamilyMessages, listFamilyTutors } from './tutors.service';
import { FamilyMessages, FamilyParams, FamilyTutors, InviteTutorBody, TutorInvitation } from './schemas';

const tags = ['portal'];
const security = [{ bearerAuth: [] }];
const FAMILIES_ROUTE = '/familias';

export const tutorsRoutes: FastifyPluginAsyncTypebox<{ publicUrl: string }> = async (app, options) => {


  app.get('/api/portal/families/:familyId/tutors', {
    config: { permission: { route: FAMILIES_ROUTE, action: 'ver' } },
    schema: { tags, security, summary: 'Tutores de una familia y el estado de su invitación al portal', params: FamilyParams, response: { 200: FamilyTutors } },
  }, async (request) => listFamilyTutors(app.db, callerOf(request).companyId, request.params.familyId));

  app.get('/api/portal/families/:familyId/messages', {
    config: { permission: { route: FAMILIES_ROUTE, action: 'ver' } },
    schema: { tags, security, summary: 'Correos enviados a la familia (a sus tutores, su correo o el de sus datos fiscales), los más recientes', params: FamilyParams, response: { 200: FamilyMessages } },
  }, async (request) => listFamilyMessages(app.db, callerOf(request).companyId, request.params.familyId));

  app.post('/api/portal/families/:familyId/tutors', {
    config: { permission: { route: FAMILIES_ROUTE, action: 'editar' } },
    schema: {
      tags,
      security,
      summary: 'Invita a un tutor al portal: enlace de un solo uso (7 días) enviado por correo',
      params: FamilyParams,
      body: InviteTutorBody,
      response: { 201: TutorInvitation },
    },
  }, async (request, reply) => {
    const caller = callerOf(request);
    const invitation = await inviteTutor(app.db, options.publicUrl, caller, request.params.familyId, request.body);
    return reply.code(201).send(invitation);
  });
};
