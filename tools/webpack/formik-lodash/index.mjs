// The four lodash functions formik imports (isPlainObject, clone, cloneDeep, toPath), written for the data forms
// hold: plain objects, arrays, dates, maps, sets, files. lodash's own versions share a general clone engine that
// weighs 3.3 KB gzip in every page with a form (decision 025). The browser build resolves formik's
// `lodash-es/<name>` imports here (preset.cjs); formik-lodash.test.mjs checks each against lodash itself.
// stringToPath's pattern is lodash's (MIT, © OpenJS Foundation and other contributors).

const objectTag = '[object Object]';
const tagOf = (value) => Object.prototype.toString.call(value);
const functionSource = Function.prototype.toString;
const objectSource = functionSource.call(Object);

export function isPlainObject(value) {
  if (value === null || typeof value !== 'object' || tagOf(value) !== objectTag) return false;
  const proto = Object.getPrototypeOf(value);
  if (proto === null) return true;
  const Ctor = Object.prototype.hasOwnProperty.call(proto, 'constructor') && proto.constructor;
  return typeof Ctor === 'function' && Ctor instanceof Ctor && functionSource.call(Ctor) === objectSource;
}

/** Tags lodash copies; any other object (a File, a Blob, an Error, a WeakMap…) is kept as it is inside a copy. */
const copied = new Set([
  '[object Arguments]', '[object Array]', '[object ArrayBuffer]', '[object DataView]', '[object Boolean]', '[object Date]',
  '[object Float32Array]', '[object Float64Array]', '[object Int8Array]', '[object Int16Array]', '[object Int32Array]',
  '[object Map]', '[object Number]', objectTag, '[object RegExp]', '[object Set]', '[object String]', '[object Symbol]',
  '[object Uint8Array]', '[object Uint8ClampedArray]', '[object Uint16Array]', '[object Uint32Array]',
]);

const isPrototype = (value) => {
  const Ctor = value && value.constructor;
  return value === ((typeof Ctor === 'function' && Ctor.prototype) || Object.prototype);
};

/** Own enumerable keys, symbols included, as lodash copies them. */
const ownKeys = (value) => [
  ...Object.keys(value),
  ...Object.getOwnPropertySymbols(value).filter((symbol) => Object.prototype.propertyIsEnumerable.call(value, symbol)),
];

function copy(value, deep, seen, nested) {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return value;
  const tag = tagOf(value);
  if (typeof value === 'function') return nested ? value : {};
  if (!copied.has(tag)) return nested ? value : {};
  if (seen.has(value)) return seen.get(value);
  const inner = (item) => (deep ? copy(item, deep, seen, true) : item);
  let result;
  switch (tag) {
    case '[object Array]':
      result = new Array(value.length);
      seen.set(value, result);
      // lodash keeps what RegExp#exec adds to its arrays
      if (typeof value.index === 'number' && Object.prototype.hasOwnProperty.call(value, 'index')) {
        result.index = value.index;
        result.input = value.input;
      }
      for (let i = 0; i < value.length; i += 1) result[i] = inner(value[i]);
      return result;
    case '[object Date]':
      return new Date(+value);
    case '[object RegExp]': {
      const regexp = new RegExp(value.source, /\w*$/.exec(value)[0]);
      regexp.lastIndex = value.lastIndex;
      return regexp;
    }
    case '[object Map]':
      result = new Map();
      seen.set(value, result);
      value.forEach((item, key) => result.set(key, inner(item)));
      return result;
    case '[object Set]':
      result = new Set();
      seen.set(value, result);
      value.forEach((item) => result.add(inner(item)));
      return result;
    case '[object ArrayBuffer]':
      return value.slice(0);
    case '[object DataView]':
      return new DataView(deep ? value.buffer.slice(0) : value.buffer, value.byteOffset, value.byteLength);
    case '[object Boolean]':
    case '[object Number]':
    case '[object String]':
    case '[object Symbol]':
      return Object(value.valueOf());
    case '[object Arguments]':
    case objectTag:
      result = typeof value.constructor === 'function' && !isPrototype(value) ? Object.create(Object.getPrototypeOf(value)) : {};
      seen.set(value, result);
      for (const key of ownKeys(value)) result[key] = inner(value[key]);
      return result;
    default:
      // typed arrays
      return new value.constructor(deep ? value.buffer.slice(0) : value.buffer, value.byteOffset, value.length);
  }
}

export const clone = (value) => copy(value, false, new Map(), false);
export const cloneDeep = (value) => copy(value, true, new Map(), false);

const rePropName = /[^.[\]]+|\[(?:(-?\d+(?:\.\d+)?)|(["'])((?:(?!\2)[^\\]|\\.)*?)\2)\]|(?=(?:\.|\[\])(?:\.|\[\]|$))/g;
const reEscapeChar = /\\(\\)?/g;

function stringToPath(string) {
  const result = [];
  if (string.charCodeAt(0) === 46 /* . */) result.push('');
  string.replace(rePropName, (match, number, quote, subString) => {
    result.push(quote ? subString.replace(reEscapeChar, '$1') : number || match);
    return match;
  });
  return result;
}

const toKey = (value) => {
  if (typeof value === 'string' || typeof value === 'symbol') return value;
  const key = `${value}`;
  return key === '0' && 1 / value === -Infinity ? '-0' : key;
};

const toText = (value) => {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'symbol') return value.toString();
  const text = `${value}`;
  return text === '0' && 1 / value === -Infinity ? '-0' : text;
};

export function toPath(value) {
  if (Array.isArray(value)) return value.map(toKey);
  if (typeof value === 'symbol') return [value];
  return stringToPath(toText(value));
}
