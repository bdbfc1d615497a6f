import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { HOURLY_RATE_RANGES } from '../../../../../shared-api/src/enums.js';
import { profileContract } from '../../../../../shared-api/src/contracts/profile.js';
import { assertNoPrivateData, bearer, completeProfile, get, memberWithProfile, post, registerMember, send, skillIds, startTestApp, type Registered, type TestContext } from '../../../../../server/src/test/kit.js';
import { directoryContract } from '../contract.js';

const PEER_FIELDS = ['avatar', 'bio', 'city', 'country', 'hourly_rate', 'id', 'member_id', 'name', 'platforms', 'skills', 'title'];

describe('Our Voice and the member directory', () => {
  let ctx: TestContext;
  let viewer: Registered;

  /** Who the source tables say each list holds: complete profiles, by the members' own choice. */
  const expected = async (audience: 'public' | 'members') => {
    const rows = await ctx.db
      .selectFrom('profiles')
      .innerJoin('users', 'users.id', 'profiles.user_id')
      .select(['users.member_id', 'users.name', 'profiles.hourly_rate'])
      .where('profiles.is_profile_completed', '=', true)
      .where('profiles.directory_visibility', 'in', audience === 'public' ? ['public'] : ['public', 'members'])
      .execute();
    return new Map(rows.map((row) => [row.member_id, row]));
  };

  /** Every page of a list, following next_cursor as the directory page does. */
  async function walk(url: string, headers: Record<string, string> = {}, useCursor = true) {
    const pages = [];
    let next = `${url}${url.includes('?') ? '&' : '?'}page=1`;
    for (;;) {
      const res = await get(ctx.app, next, headers);
      assert.equal(res.status, 200, `${next}: ${res.body.message}`);
      assertNoPrivateData(res.body);
      pages.push(res.body.data);
      const { current_page, last_page, next_cursor } = res.body.data.pagination;
      if (current_page >= last_page) {
        assert.equal(next_cursor, null, 'the last page has no cursor');
        break;
      }
      assert.ok(pages.length < 50, 'the walk ends');
      next = `${url}${url.includes('?') ? '&' : '?'}page=${current_page + 1}${useCursor ? `&cursor=${next_cursor}` : ''}`;
    }
    return { pages, items: pages.flatMap((page) => page.items) };
  }

  before(async () => {
    ctx = await startTestApp();
    viewer = await registerMember(ctx.app, ctx.db);
  });
  after(() => ctx.close());

  test('Our Voice lists, to anyone, exactly the complete profiles whose members chose it, on several pages', async () => {
    const { pages, items } = await walk('/api/public-peers');
    const want = await expected('public');
    assert.ok(pages.length >= 2, `the demo directory has several pages (${pages.length})`);
    assert.deepEqual(new Set(items.map((p) => p.member_id)), new Set(want.keys()));
    assert.equal(items.length, want.size, 'nobody twice');
    assert.equal(pages[0].pagination.total, want.size);
    assert.equal(pages[0].pagination.last_page, Math.ceil(want.size / 12));
    assert.equal(pages[0].pagination.per_page, 12);
    assert.equal(pages[0].items.length, 12);
  });

  test('the member directory needs a signed-in member and adds those who chose members only', async () => {
    assert.equal((await send(ctx.app, directoryContract.getPeers)).status, 401);
    assert.equal((await send(ctx.app, directoryContract.getPeers, {}, bearer('x'.repeat(40)))).status, 401);
    const { items } = await walk('/api/peers', bearer(viewer.token));
    const want = await expected('members');
    assert.deepEqual(new Set(items.map((p) => p.member_id)), new Set(want.keys()));
    assert.equal(items.length, want.size);
    const hidden = await ctx.db.selectFrom('profiles').select('user_id').where('directory_visibility', '=', 'hidden').where('is_profile_completed', '=', true).execute();
    assert.ok(hidden.length > 0, 'the demo members include hidden ones');
  });

  test('a card carries the spec’s Peer fields only, filled from the member’s profile', async () => {
    const res = await send(ctx.app, directoryContract.getPublicPeers, { query: { q: 'Ayesha Siddiqui' } });
    const [card] = res.body.data.items;
    assert.deepEqual(Object.keys(card).sort(), PEER_FIELDS);
    assert.equal(card.id, card.member_id);
    assert.equal(card.name, 'Ayesha Siddiqui');
    assert.equal(card.title, 'UI/UX Designer for SaaS and fintech products');
    assert.deepEqual([card.city, card.country, card.hourly_rate], ['Lahore', 'Pakistan', 6500]);
    assert.deepEqual(card.skills, [{ name: 'Design & Creative' }, { name: 'UI/UX Design' }]);
    assert.deepEqual(card.platforms, { upwork: 'https://www.upwork.com/freelancers/~01f3a9c27be84d5e61', otherplatform: { name: 'Dribbble', link: 'https://dribbble.com/ayeshasiddiqui' } });
    assert.match(card.avatar!, /^[a-z0-9]+\.png$/);
    assert.match(card.bio, /^I design web and mobile products/);
  });

  test('pages come newest listed first, and the same whether reached by cursor or by page number', async () => {
    const byCursor = (await walk('/api/peers', bearer(viewer.token))).items.map((p) => p.member_id);
    const byNumber = (await walk('/api/peers', bearer(viewer.token), false)).items.map((p) => p.member_id);
    assert.deepEqual(byCursor, byNumber);
    const order = await ctx.db
      .selectFrom('directory_entries')
      .innerJoin('users', 'users.id', 'directory_entries.user_id')
      .select('users.member_id')
      .where('visibility', '<>', 'hidden')
      .orderBy('listed_seq', 'desc')
      .execute();
    assert.deepEqual(byCursor, order.map((row) => row.member_id));
    assert.equal(byCursor[0], (await ctx.db.selectFrom('users').select('member_id').where('email', '=', 'hamza.qureshi@example.com').executeTakeFirstOrThrow()).member_id);
  });

  test('a page past the end is empty and says which page is last; a cursor for another page is set aside', async () => {
    const far = await send(ctx.app, directoryContract.getPublicPeers, { query: { page: '400' } });
    assert.equal(far.status, 200);
    assert.deepEqual(far.body.data.items, []);
    assert.equal(far.body.data.pagination.current_page, 400);
    assert.equal(far.body.data.pagination.next_cursor, null);
    const first = (await send(ctx.app, directoryContract.getPublicPeers, { query: { page: '1' } })).body.data;
    const third = (await send(ctx.app, directoryContract.getPublicPeers, { query: { page: '3' } })).body.data;
    const mismatched = (await send(ctx.app, directoryContract.getPublicPeers, { query: { page: '3', cursor: first.pagination.next_cursor } })).body.data;
    assert.deepEqual(mismatched.items, third.items);
  });

  test('a cursor this directory did not make is refused with 400', async () => {
    for (const cursor of ['abc', 'MS4w', Buffer.from('2.-5').toString('base64url'), Buffer.from('x.y').toString('base64url'), '!!!']) {
      const res = await send(ctx.app, directoryContract.getPublicPeers, { query: { page: '2', cursor } });
      assert.equal(res.status, 400, cursor);
      assert.match(res.body.message, /start again from page 1/);
    }
  });

  test('two primary skills joined with + list the members of either, however the + arrives', async () => {
    const software = (await skillIds(ctx.app, 'Software Development')).primary;
    const design = (await skillIds(ctx.app, 'Design & Creative')).primary;
    const primaries = await ctx.db
      .selectFrom('user_skills')
      .innerJoin('users', 'users.id', 'user_skills.user_id')
      .select(['users.member_id', 'user_skills.skill_id'])
      .where('type', '=', 'Primary')
      .execute();
    const skillOf = new Map(primaries.map((row) => [row.member_id, row.skill_id]));
    const want = [...(await expected('members')).keys()].filter((id) => [software, design].includes(skillOf.get(id)!));
    assert.ok(want.length > 12, 'the filter spans pages');
    for (const skills of [`${software}%2B${design}`, `${software}+${design}`, `${design},${software}`]) {
      const { items } = await walk(`/api/peers?skills=${skills}`, bearer(viewer.token));
      assert.deepEqual(new Set(items.map((p) => p.member_id)), new Set(want), skills);
    }
    const none = await send(ctx.app, directoryContract.getPeers, { query: { skills: '999999' } }, bearer(viewer.token));
    assert.deepEqual([none.body.data.items, none.body.data.pagination.total, none.body.data.pagination.last_page], [[], 0, 1]);
  });

  test('the five hourly-rate choices: any, and four ranges that together hold every card once', async () => {
    const all = await expected('members');
    let sum = 0;
    for (const range of HOURLY_RATE_RANGES) {
      const { items } = await walk(`/api/peers?hourly_rate=${encodeURIComponent(range.value)}`, bearer(viewer.token));
      for (const card of items) {
        assert.ok(card.hourly_rate >= range.min && (range.below === null || card.hourly_rate < range.below), `${card.hourly_rate} in ${range.value}`);
      }
      const want = [...all.values()].filter((m) => m.hourly_rate! >= range.min && (range.below === null || m.hourly_rate! < range.below));
      assert.equal(items.length, want.length, range.value);
      sum += items.length;
    }
    assert.equal(sum, all.size);
    assert.equal((await send(ctx.app, directoryContract.getPeers, { query: { hourly_rate: 'any' } }, bearer(viewer.token))).body.data.pagination.total, all.size);
    for (const bad of ['2,700', '0', 'cheap']) {
      assert.equal((await send(ctx.app, directoryContract.getPeers, { query: { hourly_rate: bad } }, bearer(viewer.token))).status, 400, bad);
    }
  });

  /** The listed names where every word of `q` starts a word of the name, the oracle of the name search. */
  const namesMatching = async (q: string) => {
    const words = (q.toLowerCase().match(/[a-z]+/g) ?? []).filter((w) => w.length >= 2);
    return [...(await expected('members')).values()].map((m) => m.name).filter((name) => words.every((w) => name.toLowerCase().split(/[^a-z]+/).some((part) => part.startsWith(w))));
  };

  test('a name search finds members by the start of any word of their name, in any case', async () => {
    const find = async (q: string) => (await walk(`/api/peers?q=${encodeURIComponent(q)}`, bearer(viewer.token))).items.map((p) => p.name);
    for (const q of ['hira', 'BALO', 'usman tar', 'ayesha  siddiqui!', 'ali', 'muhammad']) {
      const want = await namesMatching(q);
      assert.deepEqual((await find(q)).sort(), want.sort(), q);
    }
    assert.ok((await find('balo')).includes('Hira Baloch'));
    assert.ok((await find('usman tar')).includes('Muhammad Usman Tariq'));
    assert.ok((await find('muhammad')).length > 1);
    assert.deepEqual(await find('iddiqui'), [], 'the middle of a word is not its start');
    assert.deepEqual(await find('zzqx'), []);
    const everyone = (await send(ctx.app, directoryContract.getPeers, {}, bearer(viewer.token))).body.data.pagination.total;
    assert.equal((await send(ctx.app, directoryContract.getPeers, { query: { q: 'a' } }, bearer(viewer.token))).body.data.pagination.total, everyone, 'one letter narrows nothing');
    assert.deepEqual((await find('hira b')).sort(), (await find('hira')).sort(), 'nor does a single letter beside a word');
    // Query syntax is only ever letters: nothing to break.
    for (const q of ["a:* | b", "o'brien & !x", '(', '\\', "'"]) assert.equal((await send(ctx.app, directoryContract.getPeers, { query: { q } }, bearer(viewer.token))).status, 200, q);
  });

  test('filters combine', async () => {
    const software = (await skillIds(ctx.app, 'Software Development')).primary;
    const { items } = await walk(`/api/peers?skills=${software}&hourly_rate=3000%2C100000&q=usman`, bearer(viewer.token));
    assert.ok(items.some((p) => p.name === 'Muhammad Usman Tariq'));
    for (const card of items) {
      assert.ok(card.hourly_rate >= 3000 && /(^| )usman/i.test(card.name) && card.skills[0].name === 'Software Development', card.name);
    }
  });

  test('refuses malformed filters with 400', async () => {
    for (const query of ['skills=web', 'skills=1+x', `skills=${Array.from({ length: 21 }, (_, i) => i + 1).join('%2B')}`, `q=${'a'.repeat(101)}`, 'page=0', 'per_page=51']) {
      assert.equal((await get(ctx.app, `/api/public-peers?${query}`)).status, 400, query);
    }
  });

  test('a new member appears in the member directory once complete, and goes where they choose', async () => {
    const member = await registerMember(ctx.app, ctx.db, { name: 'Qurratulain Zafarwal' });
    const search = async (url: string, headers = {}) => (await get(ctx.app, `${url}?q=Qurratulain`, headers)).body.data.items.map((p: { member_id: string }) => p.member_id);
    assert.deepEqual(await search('/api/peers', bearer(viewer.token)), [], 'an incomplete profile is never listed');
    await completeProfile(ctx.app, member);
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data.directory_visibility, 'members', 'the default');
    assert.deepEqual(await search('/api/peers', bearer(viewer.token)), [member.memberId]);
    assert.deepEqual(await search('/api/public-peers'), []);
    const top = (await send(ctx.app, directoryContract.getPeers, {}, bearer(viewer.token))).body.data.items[0];
    assert.equal(top.member_id, member.memberId, 'newest listed first');

    await completeProfile(ctx.app, member, { directory_visibility: 'public' });
    assert.equal((await send(ctx.app, profileContract.getProfile, {}, bearer(member.token))).body.data.directory_visibility, 'public');
    assert.deepEqual(await search('/api/public-peers'), [member.memberId]);

    // Saving the profile again without the field keeps the choice.
    await completeProfile(ctx.app, member);
    assert.deepEqual(await search('/api/public-peers'), [member.memberId]);

    await completeProfile(ctx.app, member, { directory_visibility: 'hidden' });
    assert.deepEqual(await search('/api/public-peers'), []);
    assert.deepEqual(await search('/api/peers', bearer(viewer.token)), []);

    await completeProfile(ctx.app, member, { directory_visibility: 'members' });
    assert.equal((await send(ctx.app, directoryContract.getPeers, {}, bearer(viewer.token))).body.data.items[0].member_id, member.memberId, 'coming back keeps the first place in the order');

    // The profile form's save is mfe-account's profile feature's: reached at its address.
    const bad = await post<{ errors?: Record<string, string> }>(ctx.app, '/api/user/complete-profile', { directory_visibility: 'everyone' }, bearer(member.token));
    assert.equal(bad.status, 422);
    assert.equal(bad.body.data.errors?.directory_visibility, 'Please choose where your profile appears');
  });

  test('the directory follows a change of name, rate and skill', async () => {
    const member = await memberWithProfile(ctx.app, ctx.db, { directory_visibility: 'public' }, { name: 'Sikandar Hayat' });
    const design = await skillIds(ctx.app, 'Design & Creative', 'Illustration');
    await completeProfile(ctx.app, member, { hourly_rate: 450, primary_skill: design.primary, secondary_skill: design.secondary });
    // The member's account is mfe-account's: its call is reached at its address, as a browser does.
    const renamed = await post(ctx.app, '/api/user/update', { name: 'Sikandar Jahangir', email: member.email, phone: '+92 300 1234567' }, bearer(member.token));
    assert.equal(renamed.status, 200, renamed.body.message);
    assert.deepEqual((await send(ctx.app, directoryContract.getPublicPeers, { query: { q: 'hayat' } })).body.data.items, []);
    const [card] = (await send(ctx.app, directoryContract.getPublicPeers, { query: { q: 'jahangir', hourly_rate: '1,500', skills: String(design.primary) } })).body.data.items;
    assert.deepEqual([card.name, card.hourly_rate, card.skills], ['Sikandar Jahangir', 450, [{ name: 'Design & Creative' }, { name: 'Illustration' }]]);
  });

  test('totals stay exact through every change, an account’s deletion included', async () => {
    const web = await skillIds(ctx.app, 'Software Development', 'Web Development');
    const design = await skillIds(ctx.app, 'Design & Creative', 'Illustration');
    const a = await memberWithProfile(ctx.app, ctx.db, { directory_visibility: 'public', hourly_rate: 400 });
    const b = await memberWithProfile(ctx.app, ctx.db, { hourly_rate: 3000 });
    await completeProfile(ctx.app, a, { hourly_rate: 999, primary_skill: design.primary, secondary_skill: design.secondary });
    await completeProfile(ctx.app, b, { directory_visibility: 'hidden' });
    await completeProfile(ctx.app, b, { directory_visibility: 'public', hourly_rate: 1000 });
    await ctx.db.deleteFrom('users').where('id', '=', a.userId).execute();

    const truth = async (audience: 'public' | 'members', skills: number[], range: number | null) => {
      let q = ctx.db
        .selectFrom('profiles')
        .innerJoin('user_skills', (join) => join.onRef('user_skills.user_id', '=', 'profiles.user_id').on('user_skills.type', '=', 'Primary'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('profiles.is_profile_completed', '=', true)
        .where('profiles.directory_visibility', 'in', audience === 'public' ? ['public'] : ['public', 'members']);
      if (skills.length) q = q.where('user_skills.skill_id', 'in', skills);
      if (range !== null) {
        const { min, below } = HOURLY_RATE_RANGES[range];
        q = q.where('profiles.hourly_rate', '>=', min);
        if (below !== null) q = q.where('profiles.hourly_rate', '<', below);
      }
      return Number((await q.executeTakeFirstOrThrow()).n);
    };
    for (const audience of ['public', 'members'] as const) {
      for (const skills of [[], [web.primary], [web.primary, design.primary]]) {
        for (const range of [null, 0, 1, 2, 3]) {
          const query = `skills=${skills.join('%2B')}${range === null ? '' : `&hourly_rate=${encodeURIComponent(HOURLY_RATE_RANGES[range].value)}`}`;
          const res = await get(ctx.app, `/api/${audience === 'public' ? 'public-peers' : 'peers'}?${query}`, bearer(viewer.token));
          assert.equal(res.body.data.pagination.total, await truth(audience, skills, range), `${audience} ${query}`);
        }
      }
    }
  });
});
