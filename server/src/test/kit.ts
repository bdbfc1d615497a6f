// What a feature's server tests use of the server's test harness (decision 044): the real app on a real database,
// members signed up and signed in, calls made through their contract.
export { send, unchecked } from './api.js';
export { startTestApp, type TestContext } from './app.js';
export { bearer, get, post, registerMember, signIn, uniqueEmail, type Registered } from './http.js';
export { completeProfile, memberWithProfile } from './profile.js';
