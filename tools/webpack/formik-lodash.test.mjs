// The browser build's stand-ins for formik's lodash imports give what lodash gives, for what forms hold.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { clone, cloneDeep, isPlainObject, toPath } from './formik-lodash/index.mjs';

const lodash = createRequire(import.meta.url)('lodash');

class Person {
  constructor(name) {
    this.name = name;
  }
}
const file = new Blob(['photo'], { type: 'image/png' });
const symbol = Symbol('s');
const values = () => ({
  email: 'hira@example.com',
  age: 31,
  agree: true,
  nothing: null,
  missing: undefined,
  skills: ['design', 'writing'],
  links: [{ platform: 'upwork', url: 'https://upwork.com/x' }],
  address: { city: 'Lahore', lines: ['1 Mall Road'] },
  born: new Date('1994-03-01T00:00:00Z'),
  photo: file,
  tags: new Set(['a']),
  extra: new Map([['k', { v: 1 }]]),
  pattern: /ab+c/gi,
  person: new Person('Hira'),
  [symbol]: { hidden: 1 },
});

const samples = [
  {}, [], null, undefined, 0, 'text', true, Object.create(null), new Person('x'), new Date(0), /x/, [1, 2], file,
  new Map(), new Set(), new Uint8Array([1, 2]), () => 1, Object.prototype, Math, new (class {})(), values(),
];

test('isPlainObject agrees with lodash', () => {
  samples.forEach((sample, i) => assert.equal(isPlainObject(sample), lodash.isPlainObject(sample), `sample ${i}`));
});

test('clone is shallow, as lodash', () => {
  const original = values();
  const copy = clone(original);
  assert.notEqual(copy, original);
  assert.equal(copy.address, original.address);
  assert.equal(copy.skills, original.skills);
  assert.deepEqual(copy, lodash.clone(original));
  const list = [{ a: 1 }, 2];
  assert.notEqual(clone(list), list);
  assert.equal(clone(list)[0], list[0]);
  samples.forEach((sample, i) => assert.deepEqual(clone(sample), lodash.clone(sample), `sample ${i}`));
});

test('cloneDeep copies every level, keeps files and classes, and follows cycles, as lodash', () => {
  const original = values();
  const copy = cloneDeep(original);
  assert.deepEqual(copy, lodash.cloneDeep(original));
  assert.notEqual(copy.address, original.address);
  assert.notEqual(copy.address.lines, original.address.lines);
  assert.notEqual(copy.links[0], original.links[0]);
  assert.notEqual(copy.born, original.born);
  assert.equal(copy.born.getTime(), original.born.getTime());
  assert.equal(copy.photo, file, 'a file inside the values is kept, not copied');
  assert.ok(copy.person instanceof Person);
  assert.notEqual(copy.extra.get('k'), original.extra.get('k'));
  assert.deepEqual(copy[symbol], { hidden: 1 });
  const cyclic = { name: 'a' };
  cyclic.self = cyclic;
  const cycleCopy = cloneDeep(cyclic);
  assert.equal(cycleCopy.self, cycleCopy);
  samples.forEach((sample, i) => assert.deepEqual(cloneDeep(sample), lodash.cloneDeep(sample), `sample ${i}`));
});

test('toPath reads formik field names as lodash does', () => {
  const names = [
    'email', 'links[0].url', 'links.0.url', 'a[0][1].b', 'a["key.with.dots"].c', "a['q\\'s']", '.a', 'a..b', 'a[].b', '',
    'a[-1]', 'a[1.5]', 'ä.ö', 0, -0, 12, null, undefined, ['a', 0, -0, 'b'],
  ];
  for (const name of names) assert.deepEqual(toPath(name), lodash.toPath(name), JSON.stringify(name));
  assert.deepEqual(toPath(symbol), lodash.toPath(symbol));
});
