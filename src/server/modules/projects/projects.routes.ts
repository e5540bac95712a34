import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addProjectFileSchema,
  createTaskSchema,
  createUpdateSchema,
  taskParamsSchema,
  updateTaskSchema,
  adminProjectsPageSchema,
  adminProjectsQuerySchema,
  adminProjectUpdateSchema,
  cancelProjectSchema,
  markPaymentPaidSchema,
  milestoneParamsSchema,
  milestonePlanSchema,
  paymentParamsSchema,
  paymentRequestSchema,
  projectIdParamsSchema,
  projectListSchema,
  projectSchema,
  requestChangesSchema,
  submitMilestoneSchema,
} from '@shared/contracts/projects';
import { quotePdfQuerySchema } from '@shared/contracts/quotes';
import { contractPdfData, renderContractPdf } from './contract-pdf';
import {
  approveMilestone,
  closeProjectAsAdmin,
  listAdminProjects,
  completeProject,
  confirmCancel,
  getProject,
  listProjects,
  replaceMilestones,
  requestCancel,
  requestMilestoneChanges,
  signContract,
  submitMilestone,
} from './projects.service';
import { signedIn } from '../../lib/viewer';
import { addProjectFile, createTask, postUpdate, setTaskDone } from './project-work';
import { confirmPayment, markPaymentPaid, requestPayment } from './project-payments';

/**
 * Projects after the handshake (issue 20; decision 020). Every route is for signed-in callers; who may
 * see a project and make each move is decided in the service (404 for strangers, 403 for the wrong
 * side, 409 for an illegal move). Thin: schema in, one service call, schema out.
 */
export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const noStore = { 'cache-control': 'no-store' };
  const one = { params: projectIdParamsSchema, response: { 200: projectSchema } };
  const milestone = { params: milestoneParamsSchema, response: { 200: projectSchema } };
  const authenticated = { access: 'authenticated' } as const;

  app.get(
    '/api/projects',
    { config: authenticated, schema: { response: { 200: projectListSchema } } },
    async (req, reply) => {
      reply.headers(noStore);
      return listProjects(app.db, signedIn(req.viewer));
    },
  );

  app.get('/api/projects/:id', { config: authenticated, schema: one }, async (req, reply) => {
    reply.headers(noStore);
    return getProject(app.db, signedIn(req.viewer), req.params.id);
  });

  // The contract as a PDF in the caller's language, or `?lang=tr|en` (the same query as the quote PDF).
  app.get(
    '/api/projects/:id/contract.pdf',
    { config: authenticated, schema: { params: projectIdParamsSchema, querystring: quotePdfQuerySchema } },
    async (req, reply) => {
      const { data, language } = await contractPdfData(app.db, signedIn(req.viewer), req.params.id);
      const pdf = await renderContractPdf(data, req.query.lang ?? language);
      return reply
        .headers({
          ...noStore,
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="sozlesme-${data.projectId.slice(0, 8)}.pdf"`,
        })
        .send(pdf);
    },
  );

  app.put(
    '/api/projects/:id/milestones',
    { config: authenticated, schema: { ...one, body: milestonePlanSchema } },
    async (req) => replaceMilestones(app.db, signedIn(req.viewer), req.params.id, req.body),
  );

  app.post('/api/projects/:id/contract/sign', { config: authenticated, schema: one }, async (req) =>
    signContract(app.db, signedIn(req.viewer), req.params.id, req.ip),
  );

  app.post(
    '/api/projects/:id/milestones/:mid/submit',
    { config: authenticated, schema: { ...milestone, body: submitMilestoneSchema } },
    async (req) =>
      submitMilestone(app.db, signedIn(req.viewer), req.params.id, req.params.mid, req.body.message, req.body.fileIds),
  );

  app.post('/api/projects/:id/milestones/:mid/approve', { config: authenticated, schema: milestone }, async (req) =>
    approveMilestone(app.db, signedIn(req.viewer), req.params.id, req.params.mid, app.config.publicUrl),
  );

  app.post(
    '/api/projects/:id/milestones/:mid/request-changes',
    { config: authenticated, schema: { ...milestone, body: requestChangesSchema } },
    async (req) =>
      requestMilestoneChanges(app.db, signedIn(req.viewer), req.params.id, req.params.mid, req.body.message),
  );

  app.post('/api/projects/:id/complete', { config: authenticated, schema: one }, async (req) =>
    completeProject(app.db, signedIn(req.viewer), req.params.id, app.config.publicUrl),
  );

  app.post(
    '/api/projects/:id/cancel',
    { config: authenticated, schema: { ...one, body: cancelProjectSchema } },
    async (req) => requestCancel(app.db, signedIn(req.viewer), req.params.id, req.body.reason),
  );

  app.post('/api/projects/:id/cancel/confirm', { config: authenticated, schema: one }, async (req) =>
    confirmCancel(app.db, signedIn(req.viewer), req.params.id, app.config.publicUrl),
  );

  // Tasks, updates and documents (project-work.ts): either side, answered with the project.
  app.post(
    '/api/projects/:id/tasks',
    { config: authenticated, schema: { ...one, body: createTaskSchema } },
    async (req) => createTask(app.db, signedIn(req.viewer), req.params.id, req.body),
  );

  app.patch(
    '/api/projects/:id/tasks/:tid',
    { config: authenticated, schema: { params: taskParamsSchema, body: updateTaskSchema, response: one.response } },
    async (req) => setTaskDone(app.db, signedIn(req.viewer), req.params.id, req.params.tid, req.body.done),
  );

  app.post(
    '/api/projects/:id/updates',
    { config: authenticated, schema: { ...one, body: createUpdateSchema } },
    async (req) => postUpdate(app.db, signedIn(req.viewer), req.params.id, req.body),
  );

  app.post(
    '/api/projects/:id/files',
    { config: authenticated, schema: { ...one, body: addProjectFileSchema } },
    async (req) => addProjectFile(app.db, signedIn(req.viewer), req.params.id, req.body),
  );

  // Payments by invoice and bank transfer (project-payments.ts).
  const payment = { params: paymentParamsSchema, response: { 200: projectSchema } };
  app.post(
    '/api/projects/:id/payments',
    { config: authenticated, schema: { ...one, body: paymentRequestSchema } },
    async (req) => requestPayment(app.db, signedIn(req.viewer), req.params.id, req.body),
  );
  app.post(
    '/api/projects/:id/payments/:pid/paid',
    { config: authenticated, schema: { ...payment, body: markPaymentPaidSchema } },
    async (req) => markPaymentPaid(app.db, signedIn(req.viewer), req.params.id, req.params.pid, req.body),
  );
  app.post('/api/projects/:id/payments/:pid/confirm', { config: authenticated, schema: payment }, async (req) =>
    confirmPayment(app.db, signedIn(req.viewer), req.params.id, req.params.pid, app.config.publicUrl),
  );

  app.get(
    '/api/admin/projects',
    {
      config: { access: 'admin' },
      schema: { querystring: adminProjectsQuerySchema, response: { 200: adminProjectsPageSchema } },
    },
    async (req, reply) => {
      reply.headers(noStore);
      return listAdminProjects(app.db, req.query);
    },
  );

  app.patch(
    '/api/admin/projects/:id',
    { config: { access: 'admin' }, schema: { ...one, body: adminProjectUpdateSchema } },
    async (req) => closeProjectAsAdmin(app.db, signedIn(req.viewer), req.params.id, req.body, app.config.publicUrl),
  );
};
