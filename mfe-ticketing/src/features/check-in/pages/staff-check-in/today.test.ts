import { eventOfToday } from './today';

const event = (id: number, start: string, end: string) => ({ id, start_date: start, end_date: end });
// 10:00 on 1 June 2027 in Karachi.
const NOW = new Date('2027-06-01T05:00:00.000Z');

describe('the event of today, for the door', () => {
  it('is the event on today’s Karachi date, not yesterday’s or tomorrow’s', () => {
    const events = [event(1, '2027-05-31T12:00:00.000Z', '2027-05-31T15:00:00.000Z'), event(2, '2027-06-01T12:00:00.000Z', '2027-06-01T15:00:00.000Z'), event(3, '2027-06-02T04:00:00.000Z', '2027-06-02T12:00:00.000Z')];
    expect(eventOfToday(events, NOW)?.id).toBe(2);
  });

  it('counts the day in Karachi: 8 PM UTC on 31 May is already 1 June there', () => {
    expect(eventOfToday([event(4, '2027-05-31T20:00:00.000Z', '2027-05-31T22:00:00.000Z')], NOW)?.id).toBe(4);
    expect(eventOfToday([event(5, '2027-05-31T18:00:00.000Z', '2027-05-31T18:30:00.000Z')], NOW)).toBeUndefined();
  });

  it('takes a conference whose days include today', () => {
    expect(eventOfToday([event(6, '2027-05-30T04:00:00.000Z', '2027-06-02T12:00:00.000Z')], NOW)?.id).toBe(6);
  });

  it('of two events today, takes the one under way or next, not the one that has ended', () => {
    const morning = event(7, '2027-06-01T02:00:00.000Z', '2027-06-01T04:00:00.000Z');
    const evening = event(8, '2027-06-01T12:00:00.000Z', '2027-06-01T15:00:00.000Z');
    expect(eventOfToday([evening, morning], NOW)?.id).toBe(8);
    expect(eventOfToday([evening, morning], new Date('2027-06-01T17:00:00.000Z'))?.id).toBe(8);
    expect(eventOfToday([morning], NOW)?.id).toBe(7);
  });

  it('is none when nothing happens today', () => {
    expect(eventOfToday([], NOW)).toBeUndefined();
    expect(eventOfToday([event(9, '2027-07-01T12:00:00.000Z', '2027-07-01T15:00:00.000Z')], NOW)).toBeUndefined();
  });
});
