// Records that belong to one member, by the kind a route names in `config.owns`. The authorization suite makes
// one for member B and proves member A can neither read nor change it through any route that names that kind.
// A route that declares a kind missing here fails the suite: add the kind with the route.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { issueToken } from '../plugins/auth-tokens.js';
import { bookThroughApi, createEvent, TICKET_HOLDER } from './events.js';
import type { Registered } from './http.js';
import { createCourse, enrolDirectly, submitQuizThroughApi } from './learning.js';
import { completeProfile } from './profile.js';
import { multipartBody, pngBytes, uploadImage } from './upload.js';

export interface OwnedRecord {
  /** makes a record of this kind for `owner` and answers the id its routes take in their path */
  create(app: FastifyInstance, db: Kysely<Database>, owner: Registered): Promise<string>;
  /** an id of the right form that names no record */
  missing: string;
}

export const ownedRecords: Record<string, OwnedRecord> = {
  upload: {
    async create(app, db, owner) {
      const { status, body } = await uploadImage(app, (await issueToken(db, owner.userId)).token, pngBytes());
      if (status !== 201 && status !== 200) throw new Error(`upload for the owner answered ${status}`);
      return body.data;
    },
    missing: '0123456789abcdef0123456789abcdef.png',
  },
  // A member's profile that only its owner may see: complete and hidden (a visible one is every member's to read,
  // by its owner's choice).
  profile: {
    async create(app, db, owner) {
      await completeProfile(app, { ...owner, token: (await issueToken(db, owner.userId)).token }, { directory_visibility: 'hidden' });
      return owner.memberId;
    },
    missing: 'aaaaaaaaaaaaaaaa',
  },
  // A member's support issue, open (so every status call but Reopen, and the comment box, apply to it).
  issue: {
    async create(app, db, owner) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/user/issues',
        headers: { authorization: `Bearer ${(await issueToken(db, owner.userId)).token}` },
        payload: { title: 'My payment is stuck', topic: 'Banking', description: 'A client payment has not arrived for two weeks.' },
      });
      if (res.statusCode !== 201) throw new Error(`an issue for the owner answered ${res.statusCode}`);
      return String(res.json().data.id);
    },
    missing: '999999999',
  },
  // A picture attached to a member's new issue.
  'issue-attachment': {
    async create(app, db, owner) {
      const headers = { authorization: `Bearer ${(await issueToken(db, owner.userId)).token}` };
      const upload = multipartBody('file', 'receipt.png', 'image/png', pngBytes());
      const file = await app.inject({ method: 'POST', url: '/api/user/issues/attachments', payload: upload.payload, headers: { ...upload.headers, ...headers } });
      if (file.statusCode !== 201) throw new Error(`an attachment for the owner answered ${file.statusCode}`);
      const attachmentId = Number(file.json().data.id);
      const payload = { title: 'The receipt of my payment', topic: 'Tickets & payments', description: 'The receipt is attached.', attachments: [attachmentId] };
      const res = await app.inject({ method: 'POST', url: '/api/user/issues', headers, payload });
      if (res.statusCode !== 201) throw new Error(`an issue with the attachment answered ${res.statusCode}`);
      return String(attachmentId);
    },
    missing: '999999999',
  },
  // A member's ticket for a paid package, not ordered yet (so the order call applies to it).
  ticket: {
    async create(app, db, owner) {
      const token = (await issueToken(db, owner.userId)).token;
      return String(await bookThroughApi(app, token, await createEvent(db, { price: 3000 })));
    },
    missing: '999999999',
  },
  // A member's pending bill-payment order.
  order: {
    async create(app, db, owner) {
      const token = (await issueToken(db, owner.userId)).token;
      const ticketId = await bookThroughApi(app, token, await createEvent(db, { price: 3000 }));
      const { first_name, last_name, email, cnic, phone_number, city, state, country, physical_address } = TICKET_HOLDER;
      const res = await app.inject({
        method: 'POST',
        url: `/api/user/tickets/${ticketId}/orders`,
        headers: { authorization: `Bearer ${token}` },
        payload: { first_name, last_name, email, cnic, phone_number, city, state, country, physical_address, payment_method: 5 },
      });
      if (res.statusCode !== 201) throw new Error(`an order for the owner answered ${res.statusCode}`);
      return String(res.json().data.id);
    },
    missing: '999999999',
  },
  // A member's enrolment in a course, by its hashed id (written directly: enrolling through the API needs a complete
  // profile, which not every owner has).
  enrolment: {
    async create(_app, db, owner) {
      return enrolDirectly(db, owner.userId, await createCourse(db));
    },
    missing: 'AAAAAAAAAAAAAAAAAAAAAA',
  },
  // A member's passing quiz attempt (so its certificate applies too).
  attempt: {
    async create(app, db, owner) {
      const course = await createCourse(db);
      await enrolDirectly(db, owner.userId, course);
      return String(await submitQuizThroughApi(app, db, (await issueToken(db, owner.userId)).token, course.courseId, 3));
    },
    missing: '999999999',
  },
};
