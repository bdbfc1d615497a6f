import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Transaction } from 'kysely';
import {
  auditChange,
  auditCreate,
  depsOf,
  memberOf,
  notFound,
  ok,
  publishing,
  serveSome,
  staffChange,
  type Database,
  type Deps,
  type PublishingWords,
  type Snapshot,
} from '../../../../../server/src/kit.js';
import { homeContentContract } from '../contract.js';
import type { DirectorInput, HighlightInput, HomeFigureInput, PartnerInput } from '../staff-validation.js';
import {
  directorPreview,
  directorSnapshot,
  findStaffDirector,
  findStaffHighlight,
  findStaffHomeFigure,
  findStaffPartner,
  highlightPreview,
  highlightSnapshot,
  homeFigurePreview,
  homeFigureSnapshot,
  listStaffDirectors,
  listStaffHighlights,
  listStaffHomeFigures,
  listStaffPartners,
  partnerPreview,
  partnerSnapshot,
  putInOrder,
  saveDirector,
  saveHighlight,
  saveHomeFigure,
  savePartner,
  type OrderedTable,
} from './admin.js';

type Db = Parameters<typeof listStaffDirectors>[0];

interface Kind<T, I, P> {
  table: OrderedTable;
  /** the audit log's entity: `<entity>.create`, `.update`, `.order`, `.publish`… */
  entity: string;
  words: PublishingWords & { created: string; updated: string; ordered: string };
  list(db: Db, now: Date): Promise<T[]>;
  read(db: Db, id: number, now: Date): Promise<T | undefined>;
  snapshot(db: Db, id: number): Promise<Snapshot | undefined>;
  save(trx: Transaction<Database>, actorId: number, input: I, id?: number): Promise<number>;
  preview(db: Db, id: number, now: Date): Promise<P[] | undefined>;
}

/** One kind's calls, each audited in the transaction of its change (the publish calls are publishing.ts's). */
function kindCalls<T, I, P>(deps: Pick<Deps, 'db' | 'clock'>, kind: Kind<T, I, P>) {
  const now = () => deps.clock.now();
  const published = publishing(deps.db, now, kind);
  return {
    list: async () => ok(await kind.list(deps.db, now())),
    one: async (id: number) => {
      const record = await kind.read(deps.db, id, now());
      if (!record) throw notFound(kind.words.missing);
      return ok(record);
    },
    create: async (actorId: number, input: I, reply: FastifyReply) => {
      const record = await staffChange(deps.db, actorId, async (trx, audit) => {
        const id = await kind.save(trx, actorId, input);
        await auditCreate(trx, audit, { action: `${kind.entity}.create`, entity: kind.entity, id }, (db) => kind.snapshot(db, id));
        return published.saved(trx, id);
      });
      reply.code(201);
      return ok(record, kind.words.created);
    },
    update: async (actorId: number, id: number, input: I) => {
      const record = await staffChange(deps.db, actorId, async (trx, audit) => {
        await published.lock(trx, id);
        await auditChange(trx, audit, { action: `${kind.entity}.update`, entity: kind.entity, id }, (db) => kind.snapshot(db, id), () => kind.save(trx, actorId, input, id));
        return published.saved(trx, id);
      });
      return ok(record, kind.words.updated);
    },
    preview: async (id: number) => {
      const found = await kind.read(deps.db, id, now());
      const list = found && (await kind.preview(deps.db, id, now()));
      if (!list) throw notFound(kind.words.missing);
      return ok(list);
    },
    publish: (actorId: number, id: number, at: string | null | undefined) => published.publish(actorId, id, at),
    unpublish: (actorId: number, id: number) => published.unpublish(actorId, id),
    order: async (actorId: number, ids: number[]) => {
      await staffChange(deps.db, actorId, async (trx, audit) => {
        const { before, after } = await putInOrder(trx, kind.table, ids);
        if (before.join() !== after.join()) await audit({ action: `${kind.entity}.order`, entity: kind.entity, entityId: 'order', before: { order: before }, after: { order: after } });
      });
      return ok(await kind.list(deps.db, now()), kind.words.ordered);
    },
  };
}

const sayings = (one: string, where: string) => ({
  alreadyPublished: `This ${one} is already published.`,
  alreadyDraft: `This ${one} is already a draft.`,
  published: `The ${one} is published: visitors see it ${where} now.`,
  scheduled: `The ${one} is scheduled: visitors see it ${where} from the time you chose.`,
  unpublished: `The ${one} is a draft again: only staff can see it.`,
  created: `The ${one} has been saved as a draft. Preview it, then publish it when it is ready.`,
  updated: `The ${one} has been saved.`,
  ordered: 'The new order has been saved.',
});

/** Staff keep the board, the partners, the highlight videos and the home page's figures. */
const homeContentAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = depsOf(app);
  const directors = kindCalls(deps, {
    table: 'directors',
    entity: 'director',
    words: { missing: 'This board member does not exist.', ...sayings('board member', 'on the board') },
    list: listStaffDirectors,
    read: findStaffDirector,
    snapshot: directorSnapshot,
    save: (trx, actorId, input: DirectorInput, id) => saveDirector(trx, deps.storage, actorId, input, id),
    preview: directorPreview,
  });
  const partners = kindCalls(deps, {
    table: 'partners',
    entity: 'partner',
    words: { missing: 'This partner does not exist.', ...sayings('partner', 'on the home page') },
    list: listStaffPartners,
    read: findStaffPartner,
    snapshot: partnerSnapshot,
    save: (trx, actorId, input: PartnerInput, id) => savePartner(trx, deps.storage, actorId, input, id),
    preview: partnerPreview,
  });
  const highlights = kindCalls(deps, {
    table: 'highlights',
    entity: 'highlight',
    words: { missing: 'This highlight does not exist.', ...sayings('highlight', 'on the home page') },
    list: listStaffHighlights,
    read: findStaffHighlight,
    snapshot: highlightSnapshot,
    save: (trx, actorId, input: HighlightInput, id) => saveHighlight(trx, deps.storage, actorId, input, id),
    preview: highlightPreview,
  });
  const figures = kindCalls(deps, {
    table: 'home_figures',
    entity: 'home_figure',
    words: { missing: 'This figure does not exist.', ...sayings('figure', 'on the home page') },
    list: listStaffHomeFigures,
    read: findStaffHomeFigure,
    snapshot: homeFigureSnapshot,
    save: (trx, _actorId, input: HomeFigureInput, id) => saveHomeFigure(trx, input, id),
    preview: homeFigurePreview,
  });
  const actor = (request: Parameters<typeof memberOf>[0]) => memberOf(request).userId;

  serveSome(app, homeContentContract, {
    getStaffDirectors: () => directors.list(),
    getStaffDirector: (request) => directors.one(request.params.directorId),
    createDirector: (request, reply) => directors.create(actor(request), request.body, reply),
    updateDirector: (request) => directors.update(actor(request), request.params.directorId, request.body),
    getDirectorPreview: (request) => directors.preview(request.params.directorId),
    publishDirector: (request) => directors.publish(actor(request), request.params.directorId, request.body.publish_at),
    unpublishDirector: (request) => directors.unpublish(actor(request), request.params.directorId),
    orderDirectors: (request) => directors.order(actor(request), request.body.ids),

    getStaffPartners: () => partners.list(),
    getStaffPartner: (request) => partners.one(request.params.partnerId),
    createPartner: (request, reply) => partners.create(actor(request), request.body, reply),
    updatePartner: (request) => partners.update(actor(request), request.params.partnerId, request.body),
    getPartnerPreview: (request) => partners.preview(request.params.partnerId),
    publishPartner: (request) => partners.publish(actor(request), request.params.partnerId, request.body.publish_at),
    unpublishPartner: (request) => partners.unpublish(actor(request), request.params.partnerId),
    orderPartners: (request) => partners.order(actor(request), request.body.ids),

    getStaffHighlights: () => highlights.list(),
    getStaffHighlight: (request) => highlights.one(request.params.highlightId),
    createHighlight: (request, reply) => highlights.create(actor(request), request.body, reply),
    updateHighlight: (request) => highlights.update(actor(request), request.params.highlightId, request.body),
    getHighlightPreview: (request) => highlights.preview(request.params.highlightId),
    publishHighlight: (request) => highlights.publish(actor(request), request.params.highlightId, request.body.publish_at),
    unpublishHighlight: (request) => highlights.unpublish(actor(request), request.params.highlightId),
    orderHighlights: (request) => highlights.order(actor(request), request.body.ids),

    getStaffHomeFigures: () => figures.list(),
    getStaffHomeFigure: (request) => figures.one(request.params.figureId),
    createHomeFigure: (request, reply) => figures.create(actor(request), request.body, reply),
    updateHomeFigure: (request) => figures.update(actor(request), request.params.figureId, request.body),
    getHomeFigurePreview: (request) => figures.preview(request.params.figureId),
    publishHomeFigure: (request) => figures.publish(actor(request), request.params.figureId, request.body.publish_at),
    unpublishHomeFigure: (request) => figures.unpublish(actor(request), request.params.figureId),
    orderHomeFigures: (request) => figures.order(actor(request), request.body.ids),
  });
};

export default homeContentAdminRoutes;
