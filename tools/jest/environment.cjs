// jsdom, plus the fetch of the Node that runs the tests: jsdom has no fetch, Request or Response, so a test
// could not run shared-api's real client. The mock API (`@test/mock-api`) answers that fetch at the test's edge.
const JsdomEnvironment = require('jest-environment-jsdom').default;

class JsdomWithFetch extends JsdomEnvironment {
  constructor(...args) {
    super(...args);
    // The client's requests, their bodies and their abort signals must all come from one realm: Node's.
    for (const name of ['fetch', 'Request', 'Response', 'Headers', 'FormData', 'Blob', 'File', 'AbortController', 'AbortSignal', 'ReadableStream', 'TextEncoder', 'TextDecoder', 'structuredClone']) {
      this.global[name] = globalThis[name];
    }
    // A browser resolves `/api/...` against the page's address; Node's Request needs it said.
    const page = this.global;
    this.global.Request = class RequestOnThePage extends globalThis.Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, page.location.href) : input, init);
      }
    };
  }
}

module.exports = JsdomWithFetch;
