import type { FastifyPluginAsync } from 'fastify';
import { memberOf, ok, serveSome } from '../../../../../server/src/kit.js';
import { checkInContract } from '../contract.js';
import { offlineDoors, prepareDevice, revokeDevice, syncDevice } from './offline-door.js';

/** The door offline: phones prepared for an event's door, their admissions synced, and what staff see of them. */
const doorRoutes: FastifyPluginAsync = async (app) => {
  serveSome(app, checkInContract, {
    prepareDoorDevice: async (request) => {
      const pack = await prepareDevice(app.db, request.params.id, request.body, memberOf(request));
      return ok(pack, `${pack.device.name} is ready for the door offline.`);
    },

    syncDoor: async (request) => ok(await syncDevice(app.db, request.body, memberOf(request))),

    getOfflineDoors: async (request) => ok(await offlineDoors(app.db, request.params.id)),

    revokeDoorDevice: async (request) => {
      const device = await revokeDevice(app.db, request.params.deviceId, memberOf(request).userId);
      return ok(device, `${device.name} is revoked: its next sync is refused.`);
    },
  });
};

export default doorRoutes;
