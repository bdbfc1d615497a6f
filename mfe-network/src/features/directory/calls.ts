// Our Voice, the member directory and members' public profiles (spec: core §7): the calls' one written path
// (decision 016).
import { calls } from 'shared-api/contract';

export const directoryCalls = calls({
  getPublicPeers: 'GET /public-peers',
  getPeers: 'GET /peers',
  getPublicMember: 'GET /member/:memberId',
});
