// This remote's islands (docs/decisions/028), by the name its pages give each `Island`: the parts of a page that
// hydrates as islands which respond to a person. Each is loaded when it hydrates.
import { defineIslands } from 'shared-ui';

export default defineIslands({
  register: () => import('./features/event/RegisterControl').then((m) => m.RegisterControl),
  'book-bar': () => import('./features/event/BookBar').then((m) => m.BookBar),
  order: () => import('./features/order/pages/order-detail/index').then((m) => m.OrderBody),
  'speakers-and-photos': () => import('./features/event/EventPage').then((m) => m.EventSpeakersAndPhotos),
});
