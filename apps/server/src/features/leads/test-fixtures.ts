import {
  catalogue,
  leadsResponseSchema,
  operatorAuditResponseSchema,
  type MessageCode,
} from '@powerplay/contracts';
import { expect } from 'vitest';
import { api, type TestApp } from '../../../test/helpers';

/** The leads tests' shared steps (leads.test.ts, launch-mail.test.ts), bound to one app and operator. */

export function expectError(res: { statusCode: number; json: () => unknown }, code: MessageCode) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: e.message } },
  });
}

export const tag = () => Math.random().toString(36).slice(2, 8);

export function leadsKit(t: TestApp, operatorToken: string) {
  return {
    /** A partner enquiry through the public form. */
    async enquire(over: Record<string, string> = {}) {
      const body = {
        name: 'Dana Reyes',
        email: `dana.${tag()}@charity.org`,
        phone: '14165550100',
        message: '',
        ...over,
      };
      const res = await api(t.app, 'POST', '/api/partner-enquiries', { body });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json<{ id: number }>().id, ...body };
    },

    /** A Notify Me request through the public widget's route. */
    async notify(topic: string, email = `fan.${tag()}@example.com`) {
      const res = await api(t.app, 'POST', '/api/notify-requests', { body: { email, topic } });
      expect(res.statusCode, res.body).toBe(201);
      return { id: res.json<{ id: number }>().id, email };
    },

    async list(query: string, token = operatorToken) {
      const res = await api(t.app, 'GET', `/api/operator/leads?${query}`, { token });
      expect(res.statusCode, res.body).toBe(200);
      return leadsResponseSchema.strict().parse(res.json());
    },

    setStatus: (kind: string, id: number | string, status: unknown, token = operatorToken) =>
      api(t.app, 'PUT', `/api/operator/leads/${kind}/${id}/status`, { token, body: { status } }),

    addNote: (kind: string, id: number | string, body: unknown, token = operatorToken) =>
      api(t.app, 'POST', `/api/operator/leads/${kind}/${id}/notes`, { token, body: { body } }),

    async auditOf(targetType: string, id: number) {
      const res = await api(t.app, 'GET', `/api/operator/audit?targetType=${targetType}&targetId=${id}`, {
        token: operatorToken,
      });
      return operatorAuditResponseSchema.parse(res.json()).entries;
    },
  };
}
