// What the waitlist plugs into the server's registries, imported by every process: a package's freed seats are
// offered to the members waiting, in the transaction that freed them (an order a worker expires among them).
import { onSeatsFreed } from '../../../../../server/src/kit.js';
import { offerFreedSeats } from './waitlist.js';

onSeatsFreed(offerFreedSeats);
